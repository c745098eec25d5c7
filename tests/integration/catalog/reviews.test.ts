/** @jest-environment node */
// POST /api/reviews: the author (name, uid, photo) is the caller and the date is the server's,
// whatever the body says; the text is stored exactly as given (the pages render it as text) and
// every invalid text or rating is a 400 that stores nothing. A customer posts one review in any
// 24 hours (the spam of 400 reviews in 3 s), even when two posts arrive at once.
import { asc, eq } from "drizzle-orm";
import { GET as getReviews, POST as postReview } from "@/app/api/reviews/route";
import { NOT_SIGNED_IN } from "@/lib/auth/guards";
import type { ReviewJson } from "@/domains/reviews/review-json";
import { getDb } from "@/lib/db";
import { catalogMessages } from "@/domains/catalog/catalog-texts";
import { REVIEW_MAX_LENGTH } from "@/lib/validation/limits";
import { reviews, users } from "@/models";
import { createUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { bearer, headersOf } from "../../helpers/tokens";

const PHOTO = "https://lh3.googleusercontent.com/a/casey-photo";

let customer: { uid: string; name: string };
let plain: { uid: string; name: string };
beforeAll(async () => {
  customer = await createUser();
  plain = await createUser();
  const db = await getDb();
  await db.update(users).set({ photoUrl: PHOTO }).where(eq(users.uid, customer.uid));
});

/** The body the original client sent: its own author and date, which the server ignores. */
const originalBody = (changes: Record<string, unknown> = {}) => ({
  reviewText: "Pads arrived in two days and fit our fleet vans perfectly.",
  rating: 5,
  author: { name: "Somebody Else", uid: "somebody-else", photo: "https://evil.example/me.png" },
  reviewDate: "1999-12-31T23:59:59.000Z",
  ...changes,
});

/** Posts as `who`; by default as a new customer, since each may post one review a day. */
const post = async (body: unknown, who?: { uid: string } | null) => {
  const author = who === undefined ? await createUser() : who;
  return callRoute(postReview, "/api/reviews", {
    method: "POST",
    headers: author ? await headersOf(author) : {},
    body,
  });
};
const listed = async () => (await callRoute(getReviews, "/api/reviews")).body as ReviewJson[];
const allRows = async () => (await getDb()).select().from(reviews).orderBy(asc(reviews.id));
const insertedId = (answer: { body: unknown }) =>
  (answer.body as { insertedId: string }).insertedId;

/** The call is refused with this status and message, and no review is stored. */
async function expectRefused(
  call: () => Promise<{ status: number; body: unknown }>,
  status: number,
  error: unknown,
) {
  const before = await allRows();
  expect(await call()).toMatchObject({ status, body: { error } });
  expect(await allRows()).toEqual(before);
}

describe("a customer's review", () => {
  it("is stored with the caller as author and the server's date, and listed first", async () => {
    const started = Date.now();
    const answer = await post(originalBody(), customer);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ insertedId: expect.any(String) });

    const [row] = await (
      await getDb()
    )
      .select()
      .from(reviews)
      .where(eq(reviews.id, insertedId(answer)));
    expect(row).toMatchObject({
      reviewText: originalBody().reviewText,
      rating: 5,
      authorName: customer.name,
      authorUid: customer.uid,
      authorPhoto: PHOTO,
    });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(row!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const [first] = await listed();
    expect(first).toEqual({
      _id: insertedId(answer),
      reviewText: originalBody().reviewText,
      rating: 5,
      reviewDate: row!.createdAt.toISOString(),
      author: { name: customer.name, uid: customer.uid, photo: PHOTO },
    });
  });

  it("from a user without a photo has no photo, whatever the body sends", async () => {
    const answer = await post(originalBody({ rating: "4" }), plain);
    expect(answer.status).toBe(201);
    const [first] = await listed();
    expect(first).toMatchObject({ _id: insertedId(answer), rating: 4 });
    expect(first!.author).toEqual({ name: plain.name, uid: plain.uid });
  });

  it("keeps its text exactly as given: markup, spaces and line breaks", async () => {
    for (const reviewText of [
      "<script>alert(1)</script>",
      '<img src=x onerror="alert(1)"> & "quotes"',
      "  Great service.\nWill order again!  ",
    ]) {
      const answer = await post(originalBody({ reviewText, rating: 3 }));
      expect(answer.status).toBe(201);
      const [first] = await listed();
      expect(first).toMatchObject({ _id: insertedId(answer), reviewText });
    }
  });

  it(`takes ${REVIEW_MAX_LENGTH} characters and refuses ${REVIEW_MAX_LENGTH + 1}`, async () => {
    const longest = "x".repeat(REVIEW_MAX_LENGTH - 1) + "!";
    const answer = await post(originalBody({ reviewText: longest }));
    expect(answer.status).toBe(201);
    expect((await listed())[0]).toMatchObject({ _id: insertedId(answer), reviewText: longest });
    await expectRefused(
      () => post(originalBody({ reviewText: longest + "!" })),
      400,
      `A review is at most ${REVIEW_MAX_LENGTH} characters`,
    );
  });
});

describe("an invalid review is refused and nothing is stored", () => {
  const invalid = catalogMessages.reviewInvalid;
  const withoutField = (field: "reviewText" | "rating") => {
    const body: Record<string, unknown> = originalBody();
    delete body[field];
    return body;
  };

  it.each([
    ["no text", withoutField("reviewText"), invalid],
    ["an empty text", originalBody({ reviewText: "" }), invalid],
    ["a blank text", originalBody({ reviewText: "  \n\t " }), invalid],
    ["a text that is not a string", originalBody({ reviewText: 42 }), invalid],
    ["no rating", withoutField("rating"), invalid],
    ["a rating of 0", originalBody({ rating: 0 }), invalid],
    ["an empty rating", originalBody({ rating: "" }), invalid],
    ["a rating of 6", originalBody({ rating: 6 }), /at most 5/],
    ["a rating of 2.5", originalBody({ rating: 2.5 }), /whole number/],
    ["a rating of -1", originalBody({ rating: -1 }), invalid],
    ["a rating 'abc'", originalBody({ rating: "abc" }), invalid],
    ["a rating that is an object", originalBody({ rating: { $gt: 0 } }), invalid],
    ["a control character", originalBody({ reviewText: "bad\u0000text" }), /not allowed/],
  ])("%s (400)", async (_label, body, error) => {
    await expectRefused(() => post(body), 400, error);
  });

  it("a body that is not JSON (400)", async () => {
    await expectRefused(() => post("{rating: 5"), 400, "The request body must be JSON.");
  });

  it.each([
    ["a guest", {}],
    ["Bearer null", bearer("null")],
  ])("%s is 401", async (_label, headers) => {
    const call = () =>
      callRoute(postReview, "/api/reviews", { method: "POST", headers, body: originalBody() });
    await expectRefused(call, 401, NOT_SIGNED_IN);
  });
});

describe("one review per customer per day", () => {
  /** The author's reviews, as stored. */
  const rowsOf = async (uid: string) =>
    (await getDb()).select().from(reviews).where(eq(reviews.authorUid, uid));

  it("refuses a second review within 24 hours with 429, and takes one a day later", async () => {
    const author = await createUser();
    expect((await post(originalBody(), author)).status).toBe(201);
    await expectRefused(
      () => post(originalBody({ reviewText: "And another." }), author),
      429,
      catalogMessages.reviewOncePerDay,
    );
    expect(await rowsOf(author.uid)).toHaveLength(1);

    // Another customer is not held up by it.
    expect((await post(originalBody())).status).toBe(201);

    // A day (and a minute) later the author may post again.
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000);
    await (
      await getDb()
    )
      .update(reviews)
      .set({ createdAt: dayAgo })
      .where(eq(reviews.authorUid, author.uid));
    expect((await post(originalBody({ reviewText: "A day later." }), author)).status).toBe(201);
    expect(await rowsOf(author.uid)).toHaveLength(2);
  });

  it("lets only one of two reviews sent at the same moment through", async () => {
    const author = await createUser();
    const answers = await Promise.all([
      post(originalBody({ reviewText: "First of two." }), author),
      post(originalBody({ reviewText: "Second of two." }), author),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 429]);
    expect(answers.find((answer) => answer.status === 429)?.body).toMatchObject({
      error: catalogMessages.reviewOncePerDay,
    });
    expect(await rowsOf(author.uid)).toHaveLength(1);
  });
});

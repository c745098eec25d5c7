/** @jest-environment node */
// What keeps the reviews in hand: the home page's carousel reads only the latest 12 (it once
// rendered all 400 of a spammer's), GET /api/reviews still answers every one (the contract),
// and an admin deletes a review with DELETE /api/reviews/{id}; nobody else can.
import { eq } from "drizzle-orm";
import { GET as getReviews } from "@/app/api/reviews/route";
import { DELETE as deleteReview } from "@/app/api/reviews/[id]/route";
import { NOT_SIGNED_IN } from "@/lib/auth/guards";
import type { ReviewJson } from "@/domains/reviews/review-json";
import { getDb } from "@/lib/db";
import { cachedReviews } from "@/domains/reviews/server";
import { HOME_REVIEWS_SHOWN } from "@/lib/validation/limits";
import { reviews } from "@/models";
import { createUser, demo, demoUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { headersOf } from "../../helpers/tokens";

// The page cache lives in a Next.js server; here the cached read runs its query every time.
jest.mock("next/cache", () =>
  jest
    .requireActual<typeof import("../../helpers/next-cache")>("../../helpers/next-cache")
    .uncachedNextCache(),
);

let admin: { uid: string };
let customer: { uid: string };
beforeAll(async () => {
  admin = await demoUser(demo.admin);
  customer = await createUser();
});

const MINUTE = 60_000;
let written = 0;
/** A review stored `minutesAgo` minutes ago by a spammer's account; its id. */
async function aReview(minutesAgo = 0): Promise<string> {
  written += 1;
  const [row] = await (
    await getDb()
  )
    .insert(reviews)
    .values({
      reviewText: `Spam number ${written}`,
      rating: 5,
      authorName: "Spammer",
      authorUid: "spammer-uid",
      createdAt: new Date(Date.now() - minutesAgo * MINUTE),
    })
    .returning({ id: reviews.id });
  return row!.id;
}
const stored = async (id: string) =>
  (await getDb()).select().from(reviews).where(eq(reviews.id, id));
const everyReview = async () => (await callRoute(getReviews, "/api/reviews")).body as ReviewJson[];
const remove = async (id: string, who: { uid: string } | null) =>
  callRoute(deleteReview, `/api/reviews/${id}`, {
    method: "DELETE",
    headers: who ? await headersOf(who) : {},
    params: { id },
  });

describe("the home page's reviews", () => {
  it(`are the latest ${HOME_REVIEWS_SHOWN}, newest first, while the API answers all`, async () => {
    const before = (await everyReview()).length;
    // Written oldest to newest: minute 20 is the oldest of the spam, minute 1 the newest.
    const ids: string[] = [];
    for (let minutesAgo = 20; minutesAgo >= 1; minutesAgo -= 1) ids.push(await aReview(minutesAgo));
    const newestFirst = ids.reverse();

    const home = await cachedReviews();
    expect(home.map((review) => review._id)).toEqual(newestFirst.slice(0, HOME_REVIEWS_SHOWN));

    const all = await everyReview();
    expect(all).toHaveLength(before + ids.length);
    expect(all.slice(0, ids.length).map((review) => review._id)).toEqual(newestFirst);
  });
});

describe("DELETE /api/reviews/{id}", () => {
  it("removes the review for an admin: { deletedCount: 1 }, gone from the list", async () => {
    const id = await aReview();
    const answer = await remove(id, admin);
    expect(answer).toMatchObject({ status: 200, body: { deletedCount: 1 } });
    expect(await stored(id)).toEqual([]);
    expect((await everyReview()).map((review) => review._id)).not.toContain(id);
  });

  it("answers 404 for a review that does not exist (or no longer does)", async () => {
    const id = await aReview();
    expect((await remove(id, admin)).status).toBe(200);
    expect(await remove(id, admin)).toMatchObject({
      status: 404,
      body: { error: "Review not found" },
    });
    expect(await remove("no-such-review", admin)).toMatchObject({ status: 404 });
  });

  it("answers 400 for an id that cannot be one", async () => {
    expect(await remove("not an id!", admin)).toMatchObject({
      status: 400,
      body: { error: "Review id is invalid" },
    });
  });

  it.each([
    ["a guest", 401, () => null, NOT_SIGNED_IN],
    ["a customer", 403, () => customer, expect.any(String)],
  ])("refuses %s with %i and keeps the review", async (_label, status, who, error) => {
    const id = await aReview();
    expect(await remove(id, who())).toMatchObject({ status, body: { error } });
    expect(await stored(id)).toHaveLength(1);
  });
});

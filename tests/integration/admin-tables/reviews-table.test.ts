/** @jest-environment node */
import { GET as getReviews } from "@/app/api/reviews/route";
import type { ReviewJson } from "@/domains/reviews/review-json";
import { getDb } from "@/lib/db";
import { reviews } from "@/models";
import { callRoute } from "../../helpers/call-route";

// Reviews of one tag ("Quokka") with the ratings and days the table sorts and filters on.
const written = [
  { authorName: "Quokka Cy", rating: 5, day: 3, reviewText: "Quokka pads, great bite." },
  { authorName: "Quokka Al", rating: 2, day: 1, reviewText: "Quokka rotors warped." },
  { authorName: "Quokka Bo", rating: 4, day: 2, reviewText: "Quokka filters fit fine." },
];

beforeAll(async () => {
  await (await getDb()).insert(reviews).values(
    written.map(({ day, ...review }) => ({
      ...review,
      authorUid: "quokka",
      createdAt: new Date(Date.UTC(2026, 1, day)),
    })),
  );
});

const list = (query: string) => callRoute(getReviews, `/api/reviews?${query}`);
const authors = (body: unknown) => (body as ReviewJson[]).map((review) => review.author.name);

describe("GET /api/reviews as Manage Reviews' table", () => {
  it("answers every review newest first without table parameters", async () => {
    const { status, body, headers } = await callRoute(getReviews, "/api/reviews");
    expect(status).toBe(200);
    expect(authors(body)).toEqual(expect.arrayContaining(["Quokka Al", "Quokka Bo", "Quokka Cy"]));
    expect(headers.get("X-Total-Count")).toBeNull();
  });

  it("pages a search of author and text, newest first, with the paging headers", async () => {
    const first = await list("q=quokka&limit=2");
    expect(authors(first.body)).toEqual(["Quokka Cy", "Quokka Bo"]);
    expect(first.headers.get("X-Total-Count")).toBe("3");
    expect(first.headers.get("X-Page-Count")).toBe("2");
    expect(authors((await list("q=warped")).body)).toEqual(["Quokka Al"]);
  });

  it.each([
    ["sort=rating&order=desc", ["Quokka Cy", "Quokka Bo", "Quokka Al"]],
    ["sort=rating&order=asc", ["Quokka Al", "Quokka Bo", "Quokka Cy"]],
    ["sort=author", ["Quokka Al", "Quokka Bo", "Quokka Cy"]],
    ["sort=createdAt&order=asc", ["Quokka Al", "Quokka Bo", "Quokka Cy"]],
  ])("sorts by %s", async (sort, expected) => {
    expect(authors((await list(`q=quokka&${sort}`)).body)).toEqual(expected);
  });

  it("filters by rating", async () => {
    expect(authors((await list("q=quokka&rating=4")).body)).toEqual(["Quokka Bo"]);
  });

  it.each([
    ["rating=6", "rating must be one of 1, 2, 3, 4, 5"],
    ["sort=uid", "sort must be one of createdAt, rating, author"],
    ["limit=0", "limit must be between 1 and 100"],
  ])("refuses %s with a 400 that says why", async (query, error) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error });
  });
});

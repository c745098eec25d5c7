/** @jest-environment node */
import { GET as getReviews } from "@/app/api/reviews/route";
import { GET as getTeams } from "@/app/api/teams/route";
import { GET as getBlogs } from "@/app/api/blogs/route";
import { GET as getBlog } from "@/app/api/blogs/[id]/route";
import { GET as unknownRoute, POST as unknownPost } from "@/app/api/[...unknown]/route";
import { seedBlogs, seedReviews, seedTeam } from "@/db/seed/load";
import type { BlogJson } from "@/domains/content/blog-json";
import type { ReviewJson } from "@/domains/reviews/review-json";
import { callRoute } from "../../helpers/call-route";

describe("GET /api/reviews", () => {
  it("answers every review, newest first, with a photo only where there is one", async () => {
    const { status, body } = await callRoute(getReviews, "/api/reviews", {
      headers: { authorization: "Bearer null" },
    });
    expect(status).toBe(200);
    const reviews = body as ReviewJson[];
    expect(reviews).toHaveLength(seedReviews.length);
    const expectedOrder = [...seedReviews]
      .sort((a, b) => a.daysAgo - b.daysAgo)
      .map((review) => review.authorName);
    expect(reviews.map((review) => review.author.name)).toEqual(expectedOrder);
    for (const review of reviews) {
      expect(Object.keys(review).sort()).toEqual([
        "_id",
        "author",
        "rating",
        "reviewDate",
        "reviewText",
      ]);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.reviewText.length).toBeLessThanOrEqual(250);
    }
    const withPhoto = reviews.filter((review) => review.author.photo);
    expect(withPhoto).toHaveLength(seedReviews.filter((review) => review.photoSlug).length);
    const withoutPhoto = reviews.find((review) => !review.author.photo)!;
    expect(Object.keys(withoutPhoto.author).sort()).toEqual(["name", "uid"]);
  });
});

describe("GET /api/teams", () => {
  it("answers the team in their order", async () => {
    const { status, body } = await callRoute(getTeams, "/api/teams");
    expect(status).toBe(200);
    expect(body).toEqual(
      seedTeam.map((member) => ({
        _id: expect.any(String),
        name: member.name,
        designation: member.designation,
        image: `/images/team/${member.slug}.svg`,
      })),
    );
  });
});

describe("GET /api/blogs and /api/blogs/{id}", () => {
  it("answers every blog with category, title, description and author", async () => {
    const { status, body } = await callRoute(getBlogs, "/api/blogs", {
      headers: { authorization: "Bearer junk" },
    });
    expect(status).toBe(200);
    const blogs = body as BlogJson[];
    expect(blogs).toHaveLength(seedBlogs.length);
    for (const blog of blogs) {
      expect(Object.keys(blog).sort()).toEqual([
        "_id",
        "author",
        "category",
        "createdAt",
        "description",
        "title",
      ]);
    }
    const one = await callRoute(getBlog, `/api/blogs/${blogs[0]!._id}`, {
      params: { id: blogs[0]!._id },
    });
    expect(one.status).toBe(200);
    expect(one.body).toEqual(blogs[0]);
  });

  it("answers 404 JSON for an unknown blog", async () => {
    const { status, body } = await callRoute(getBlog, "/api/blogs/nope", {
      params: { id: "no such blog" },
    });
    expect(status).toBe(404);
    expect(body).toEqual({ error: "Blog not found", issues: [], requestId: expect.any(String) });
  });
});

describe("unknown API routes", () => {
  it.each([
    ["GET", unknownRoute],
    ["POST", unknownPost],
  ])("answer %s with 404 JSON", async (_method, handler) => {
    const response = await handler(new Request("http://localhost/api/no-such-route"));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: "No such API route",
      issues: [],
      requestId: expect.any(String),
    });
  });
});

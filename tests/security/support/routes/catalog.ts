// Rows of the route table (see ../route-table.ts): the admins' catalog changes, uploads and
// reviews.
import path from "node:path";
import { eq } from "drizzle-orm";
import type { ReviewJson } from "@/domains/reviews/review-json";
import { getDb } from "@/lib/db";
import { reviews } from "@/models";
import { callApi } from "../../../helpers/api-routes";
import { storedUpload } from "../../../helpers/images";
import { createPart, partRow } from "../../../helpers/orders";
import * as f from "../fixtures";
import type { World } from "../fixtures";
import { adminOnly, anyUser, type RouteRow } from "../route-row";
import { ids, rowKit } from "./kit";

export function catalogRows(w: World): Record<string, RouteRow> {
  const { customer, self } = rowKit(w);
  return {
    "POST /api/parts": {
      statuses: adminOnly(201),
      cookie: "admin",
      request: async () => ({
        url: "/api/parts",
        // The creator and the date come from the session and the clock, never from the body.
        body: {
          ...newPart(),
          createdAt: "1999-01-01T00:00:00.000Z",
          creator: { name: "Somebody Else", uid: customer().uid },
        },
        ok: async (body) =>
          expect(await partRow((body as { insertedId: string }).insertedId)).toMatchObject({
            productName: newPart().productName,
            priceCents: 1250,
            creatorUid: w.callers.admin.uid,
          }),
      }),
    },
    "GET /api/parts/all": {
      statuses: adminOnly(200),
      request: async () => {
        const part = await createPart();
        return {
          url: `/api/parts/all?q=${encodeURIComponent(part.partNumber)}`,
          ok: (body) => expect(ids(body)).toContain(part.id),
        };
      },
    },
    "DELETE /api/parts/[id]": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => {
        const part = await createPart();
        return {
          url: `/api/parts/${part.id}`,
          ok: async (body) => {
            expect(body).toEqual({ deletedCount: 1 });
            expect(await partRow(part.id)).toBeUndefined();
          },
        };
      },
    },
    "PATCH /api/parts/update-stock/[id]": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => {
        const part = await createPart({ availableQty: 100, priceCents: 1000 });
        return {
          url: `/api/parts/update-stock/${part.id}`,
          // With the stock the Update modal showed: set only while it is still that.
          body: {
            productName: "Renamed by the matrix",
            availableQty: 7,
            orderQty: 2,
            price: 3.5,
            expectedAvailableQty: 100,
          },
          ok: async (body) => {
            expect(body).toEqual({ modifiedCount: 1 });
            expect(await partRow(part.id)).toMatchObject({ availableQty: 7, priceCents: 350 });
          },
        };
      },
    },
    "PATCH /api/parts/[id]/retirement": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => {
        const part = await createPart();
        return {
          url: `/api/parts/${part.id}/retirement`,
          body: { retired: true },
          ok: async (body) => {
            expect(body).toMatchObject({ _id: part.id, retired: true });
            expect((await partRow(part.id))?.retiredAt).toBeInstanceOf(Date);
          },
        };
      },
    },
    "PATCH /api/parts/updateQty/[id]": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => {
        const part = await createPart();
        return {
          url: `/api/parts/updateQty/${part.id}`,
          body: { availableQty: 50 },
          ok: async (body) => {
            expect(body).toEqual({ modifiedCount: 1 });
            expect((await partRow(part.id))?.availableQty).toBe(50);
          },
        };
      },
    },
    "POST /api/uploads": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => ({
        url: "/api/uploads",
        body: f.imageForm(w),
        ok: async (body) => {
          const { url } = (body as { data: { url: string } }).data;
          expect(await storedUpload(path.basename(url))).not.toBeNull();
        },
      }),
    },
    "POST /api/reviews": {
      statuses: anyUser(201),
      cookie: "customer",
      request: async (caller) => {
        // One review a day per customer: the caller's earlier ones are made a day old.
        await ageReviewsOf(self(caller).uid);
        return {
          url: "/api/reviews",
          // The author is the caller, whoever the body names.
          body: { reviewText: "Solid part.", rating: 4, author: { uid: customer().uid } },
          ok: async (body) => {
            const { insertedId } = body as { insertedId: string };
            const list = await callApi("GET", "/api/reviews", { url: "/api/reviews" });
            const mine = (list.body as ReviewJson[]).find((review) => review._id === insertedId);
            expect(mine).toMatchObject({ rating: 4, author: { uid: self(caller).uid } });
          },
        };
      },
    },
    "DELETE /api/reviews/[id]": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => {
        const id = await aReview();
        return {
          url: `/api/reviews/${id}`,
          ok: async (body) => {
            expect(body).toEqual({ deletedCount: 1 });
            expect(await reviewRows(id)).toEqual([]);
          },
        };
      },
    },
  };
}

/** A review to delete, by a customer of its own. */
export async function aReview(): Promise<string> {
  const [row] = await (
    await getDb()
  )
    .insert(reviews)
    .values({ reviewText: "Spam.", rating: 1, authorName: "Spammer", authorUid: "spammer" })
    .returning({ id: reviews.id });
  return row!.id;
}
const reviewRows = async (id: string) =>
  (await getDb()).select().from(reviews).where(eq(reviews.id, id));
/** Moves the reviews of one author (or of everyone) back a day: as if a day had passed. */
export async function ageReviewsOf(uid?: string): Promise<void> {
  const dayAndAMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000);
  await (
    await getDb()
  )
    .update(reviews)
    .set({ createdAt: dayAndAMinuteAgo })
    .where(uid === undefined ? undefined : eq(reviews.authorUid, uid));
}

export const newPart = () => ({
  productName: "Matrix Part",
  availableQty: "40",
  orderQty: "4",
  price: "12.50",
  productDescription: "Made by the security suite.",
  image: "/images/parts/air-filter.svg",
});

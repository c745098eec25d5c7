// Rows of the route table (see ../route-table.ts): shared lists. The list is the customer's own
// (the customer outside any company), or their company's, made by another member; every other
// caller, shop admins too, is told it is not found (404, never 403).
import { eq } from "drizzle-orm";
import type { ListJson, ListToCartJson, ListWithLinesJson } from "@/domains/lists";
import { getDb } from "@/lib/db";
import { partListLines, partLists } from "@/models";
import { userByUid } from "../../../helpers/accounts";
import { cartOf, fillCart } from "../../../helpers/checkout";
import type { World } from "../fixtures";
import { anyUser, statuses, type RouteRow } from "../route-row";
import { rowKit } from "./kit";
import { customersCompany, leaveCompany } from "./companies";

let made = 0;
const freshName = () => `Route list ${++made}-${process.pid}`;
const ownerOnly404 = (status: number) => statuses(status, 404, 404, 404);

/** A list of the customer's own, outside any company, holding the world's part. */
export async function customersList(w: World): Promise<string> {
  await leaveCompany(w.callers.customer.uid);
  const user = (await userByUid(w.callers.customer.uid))!;
  return listWithPart(w, { userId: user.id });
}

/** A list of the customer's company, made by its buyer. */
async function companysList(w: World): Promise<string> {
  const { companyId, buyerId } = await customersCompany(w);
  return listWithPart(w, { companyId, createdBy: buyerId });
}

async function listWithPart(
  w: World,
  owner: { userId: string } | { companyId: string; createdBy: string },
): Promise<string> {
  const db = await getDb();
  const [list] = await db
    .insert(partLists)
    .values({ name: freshName(), ...owner })
    .returning({ id: partLists.id });
  await db.insert(partListLines).values({
    listId: list!.id,
    partId: w.part.id,
    quantity: w.part.minOrderQty,
    savedUnitPriceCents: w.part.priceCents,
  });
  return list!.id;
}

const linesOf = async (listId: string) =>
  (await getDb()).select().from(partListLines).where(eq(partListLines.listId, listId));

export function listRows(w: World): Record<string, RouteRow> {
  const { self } = rowKit(w);
  /** The same route on the customer's company's list: the customer finds it, no one else. */
  const company = (status: number, call: (listId: string) => { url: string; body?: unknown }) => ({
    "of the customer's company, made by another member": {
      statuses: ownerOnly404(status),
      request: async () => call(await companysList(w)),
    },
  });
  const line = () => ({ partId: w.part.id, quantity: w.part.minOrderQty * 3 });
  return {
    "GET /api/lists": {
      statuses: anyUser(200),
      // Each caller sees their own lists: the customer's list, only the customer.
      request: async (caller) => {
        const id = await customersList(w);
        const ids = (body: unknown) => (body as ListJson[]).map((list) => list._id);
        return {
          url: "/api/lists",
          ok: (body) =>
            caller === "customer"
              ? expect(ids(body)).toContain(id)
              : expect(ids(body)).not.toContain(id),
        };
      },
    },
    "POST /api/lists": {
      statuses: anyUser(201),
      cookie: "customer",
      request: async () => {
        const name = freshName();
        return {
          url: "/api/lists",
          body: { name },
          ok: (body) => expect(body).toMatchObject({ name }),
        };
      },
    },
    "GET /api/lists/[id]": {
      statuses: ownerOnly404(200),
      request: async () => {
        const id = await customersList(w);
        return {
          url: `/api/lists/${id}`,
          ok: (body) =>
            expect((body as ListWithLinesJson).lines.map((one) => one.partId)).toEqual([w.part.id]),
        };
      },
      variants: company(200, (id) => ({ url: `/api/lists/${id}` })),
    },
    "PATCH /api/lists/[id]": {
      statuses: ownerOnly404(200),
      cookie: "customer",
      request: async () => {
        const id = await customersList(w);
        const name = freshName();
        return {
          url: `/api/lists/${id}`,
          body: { name },
          ok: (body) => expect(body).toMatchObject({ name }),
        };
      },
      variants: company(200, (id) => ({ url: `/api/lists/${id}`, body: { name: freshName() } })),
    },
    "DELETE /api/lists/[id]": {
      statuses: ownerOnly404(200),
      cookie: "customer",
      request: async () => {
        const id = await customersList(w);
        return {
          url: `/api/lists/${id}`,
          ok: async (body) => {
            expect(body).toEqual({ deletedCount: 1 });
            expect(await linesOf(id)).toEqual([]);
          },
        };
      },
      variants: company(200, (id) => ({ url: `/api/lists/${id}` })),
    },
    "PUT /api/lists/[id]/lines": {
      statuses: ownerOnly404(200),
      cookie: "customer",
      request: async () => {
        const id = await customersList(w);
        return {
          url: `/api/lists/${id}/lines`,
          body: line(),
          ok: async () =>
            expect((await linesOf(id)).map((one) => one.quantity)).toEqual([line().quantity]),
        };
      },
      variants: company(200, (id) => ({ url: `/api/lists/${id}/lines`, body: line() })),
    },
    "DELETE /api/lists/[id]/lines/[partId]": {
      statuses: ownerOnly404(200),
      cookie: "customer",
      request: async () => {
        const id = await customersList(w);
        return {
          url: `/api/lists/${id}/lines/${w.part.id}`,
          ok: async () => expect(await linesOf(id)).toEqual([]),
        };
      },
      variants: company(200, (id) => ({ url: `/api/lists/${id}/lines/${w.part.id}` })),
    },
    "POST /api/lists/[id]/to-cart": {
      statuses: ownerOnly404(200),
      cookie: "customer",
      request: async (caller) => {
        const id = await customersList(w);
        await fillCart(self(caller), []);
        return {
          url: `/api/lists/${id}/to-cart`,
          ok: async (body) => {
            expect(body as ListToCartJson).toMatchObject({ added: 1, skipped: 0 });
            expect(await cartOf(self(caller))).toEqual([
              { partId: w.part.id, quantity: w.part.minOrderQty },
            ]);
          },
        };
      },
      variants: company(200, (id) => ({ url: `/api/lists/${id}/to-cart` })),
    },
  };
}

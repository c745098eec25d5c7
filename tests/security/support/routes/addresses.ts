// Rows of the route table (see ../route-table.ts): each user's own saved shipping addresses.
import { and, eq } from "drizzle-orm";
import type { SavedAddressJson } from "@/domains/accounts/address-json";
import { getDb } from "@/lib/db";
import { savedAddresses } from "@/models";
import { userByUid } from "../../../helpers/accounts";
import type { World } from "../fixtures";
import { anyUser, type RouteRow } from "../route-row";
import { rowKit } from "./kit";

const ADDRESS = {
  label: "Matrix",
  address: "1 Matrix Road",
  phone: "+1 555 0111",
  city: "Detroit",
  state: "MI",
  zip: "48201",
};

/** A saved address of this user's, made straight in the database (none if the user is gone). */
async function anAddressOf(uid: string): Promise<string> {
  if (!(await userByUid(uid))) return "no-such-address";
  const db = await getDb();
  await db.delete(savedAddresses).where(eq(savedAddresses.uid, uid));
  const [row] = await db
    .insert(savedAddresses)
    .values({ uid, ...ADDRESS, isDefault: true })
    .returning({ id: savedAddresses.id });
  return row!.id;
}

const hasMatrixAddress = (body: unknown) =>
  expect((body as SavedAddressJson[]).map((row) => row.label)).toContain(ADDRESS.label);

export function addressRows(w: World): Record<string, RouteRow> {
  const { self } = rowKit(w);
  return {
    "GET /api/addresses": {
      statuses: anyUser(200),
      request: async (caller) => {
        await anAddressOf(self(caller).uid);
        return { url: "/api/addresses", ok: hasMatrixAddress };
      },
    },
    "POST /api/addresses": {
      statuses: anyUser(201),
      cookie: "customer",
      request: async (caller) => {
        const uid = self(caller).uid;
        if (await userByUid(uid))
          await (await getDb()).delete(savedAddresses).where(eq(savedAddresses.uid, uid));
        return { url: "/api/addresses", body: ADDRESS, ok: hasMatrixAddress };
      },
    },
    "PUT /api/addresses/[id]": {
      statuses: anyUser(200),
      cookie: "customer",
      request: async (caller) => {
        const id = await anAddressOf(self(caller).uid);
        return {
          url: `/api/addresses/${id}`,
          body: { ...ADDRESS, label: "Matrix edited" },
          ok: (body) => expect(body).toEqual([expect.objectContaining({ label: "Matrix edited" })]),
        };
      },
    },
    "DELETE /api/addresses/[id]": {
      statuses: anyUser(200),
      cookie: "customer",
      request: async (caller) => {
        const uid = self(caller).uid;
        const id = await anAddressOf(uid);
        return {
          url: `/api/addresses/${id}`,
          ok: async () => {
            const left = await (
              await getDb()
            )
              .select()
              .from(savedAddresses)
              .where(and(eq(savedAddresses.uid, uid), eq(savedAddresses.id, id)));
            expect(left).toEqual([]);
          },
        };
      },
    },
  };
}

// Fuzz targets of saved shipping addresses (issue 15): a label, the order's address and phone,
// and city, state and ZIP (issue 32).
import { getDb } from "@/lib/db";
import { savedAddresses } from "@/models";
import { text, type FuzzTarget } from "./fuzz-fields";

const ADDRESS = {
  label: "Fuzz",
  address: "1 Fuzz Road",
  phone: "+1 555 0112",
  city: "Detroit",
  state: "MI",
  zip: "48201",
};
const addressFields = {
  label: text,
  address: text,
  phone: text,
  city: text,
  state: { kind: "state" as const },
  zip: { kind: "zip" as const },
};

export const addressFuzzTargets: Record<string, FuzzTarget> = {
  "POST /api/addresses": {
    as: "customer",
    valid: async () => ({ url: "/api/addresses", body: ADDRESS }),
    body: addressFields,
  },
  "PUT /api/addresses/[id]": {
    as: "customer",
    valid: async (w) => {
      const [row] = await (
        await getDb()
      )
        .insert(savedAddresses)
        .values({ uid: w.callers.customer.uid, ...ADDRESS })
        .returning({ id: savedAddresses.id });
      return { url: `/api/addresses/${row!.id}`, body: ADDRESS };
    },
    body: addressFields,
    param: "id",
  },
  "DELETE /api/addresses/[id]": {
    as: "customer",
    valid: async (w) => {
      const [row] = await (
        await getDb()
      )
        .insert(savedAddresses)
        .values({ uid: w.callers.customer.uid, ...ADDRESS })
        .returning({ id: savedAddresses.id });
      return { url: `/api/addresses/${row!.id}` };
    },
    param: "id",
  },
};

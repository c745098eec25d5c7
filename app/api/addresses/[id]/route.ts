import { z } from "zod";
import { route } from "@/lib/http/route";
import { deleteAddress, updateAddress } from "@/domains/accounts/server";
import { addressIdSchema, savedAddressSchema } from "@/domains/accounts";

const params = z.object({ id: addressIdSchema });

export const PUT = route(
  { access: "user", params, body: savedAddressSchema },
  ({ actor, params, body }) => updateAddress(actor, params.id, body),
);

export const DELETE = route({ access: "user", params }, ({ actor, params }) =>
  deleteAddress(actor, params.id),
);

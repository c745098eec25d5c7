import { route } from "@/lib/http/route";
import { addAddress, listAddresses } from "@/domains/accounts/server";
import { savedAddressSchema } from "@/domains/accounts";

// The caller's own saved shipping addresses, the default first.
export const GET = route({ access: "user" }, ({ actor }) => listAddresses(actor));

export const POST = route(
  { access: "user", body: savedAddressSchema, status: 201 },
  ({ actor, body }) => addAddress(actor, body),
);

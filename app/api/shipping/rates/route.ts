import { route } from "@/lib/http/route";
import { readShippingRates, saveShippingRates } from "@/domains/shipping/server";
import { shippingRatesSchema } from "@/domains/shipping";

// The shop's shipping rates: the stored document, or the default table while none is saved.
export const GET = route({ access: "admin" }, ({ actor }) => readShippingRates(actor));

// The whole document replaced; every refused field is named in the 400's message.
export const PUT = route({ access: "admin", body: shippingRatesSchema }, ({ actor, body }) =>
  saveShippingRates(actor, body),
);

import { route } from "@/lib/http/route";
import { quoteShipping } from "@/domains/shipping/server";
import { shippingQuoteSchema } from "@/domains/shipping";

// Ground and express for a cart's parts to a ZIP or state: public, counted per address.
export const POST = route(
  {
    access: "public",
    body: shippingQuoteSchema,
    rateLimit: { action: "shippingQuote", key: () => undefined },
  },
  ({ body }) => quoteShipping(body),
);

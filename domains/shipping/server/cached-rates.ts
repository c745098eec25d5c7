import "server-only";
import { getDb } from "@/lib/db";
import { cachedRead } from "@/lib/cache/cached";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { shippingRates } from "./rates-store";

/** The shop's rates for cached pages (a part page's shipping details): expired when saved. */
export const cachedShippingRates = cachedRead(
  "shipping-rates",
  async () => shippingRates(await getDb()),
  { tags: [CACHE_TAGS.shippingRates] },
);

import "server-only";
import { isNotNull, isNull } from "drizzle-orm";
import { parts } from "@/models";

/** A part the shop sells: not retired. Every public list, search and sale reads only these. */
export const onSale = isNull(parts.retiredAt);

/** A retired part: gone from the shop, kept for its orders and for Manage Products. */
export const isRetired = isNotNull(parts.retiredAt);

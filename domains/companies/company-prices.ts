import "@/lib/validation/zod-config";
import { z } from "zod";
import { dollarsToCents } from "@/lib/validation/numbers";
import { isIdText, plainText } from "@/lib/validation/text";
import { ACCOUNT_PRICES_MAX_IDS, priceListMessages as m } from "./company-price-texts";

/** One line of a company's price list, as its cells are read. Out: the price in cents. */
export const priceListLineSchema = z.object({
  partNumber: plainText("Part number", 80, m.partNumberRequired),
  price: dollarsToCents("Price", m.priceRequired),
});

/** A refused line of a price list: its line number in the file (the header is line 1). */
export interface PriceListIssue {
  line: number;
  partNumber: string;
  message: string;
}

/** `GET /api/account/prices?partIds=a,b,c`: distinct ids, at most ACCOUNT_PRICES_MAX_IDS. */
export const accountPricesQuerySchema = z.object({
  partIds: z
    .string({ message: m.partIds })
    .transform((text) => [...new Set(text.split(",").map((id) => id.trim()))])
    .refine((ids) => ids.length <= ACCOUNT_PRICES_MAX_IDS && ids.every(isIdText), m.partIds),
});

/** `{ [partId]: { price, listPrice } }`: a member's base price and the public one (dollars). */
export type AccountPricesJson = Record<string, { price: number; listPrice: number }>;

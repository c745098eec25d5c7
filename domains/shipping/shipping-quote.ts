import "@/lib/validation/zod-config";
import { z } from "zod";
import { usStateSchema, zipSchema } from "@/lib/geo/us-states";
import { stateOfZip } from "@/lib/geo/zip-states";
import { wholeQuantity } from "@/lib/validation/numbers";
import { idText } from "@/lib/validation/text";
import { shippingMessages as m } from "./shipping-texts";

export const QUOTE_LINES_MAX = 200;

/**
 * A destination as a buyer gives it: a ZIP (the cart asks only that), a state, or both. The
 * state is the ZIP's when one is given, and must then agree with the state given.
 */
const destinationSchema = z
  .object(
    { state: usStateSchema.optional(), zip: zipSchema.optional() },
    { message: m.addressRequired },
  )
  .transform((address, context) => {
    if (address.zip === undefined) {
      if (address.state !== undefined) return { state: address.state };
      context.addIssue({ code: "custom", message: m.addressRequired });
      return z.NEVER;
    }
    const zipState = stateOfZip(address.zip);
    if (zipState === null) {
      context.addIssue({ code: "custom", path: ["zip"], message: m.zipOutsideStates(address.zip) });
      return z.NEVER;
    }
    if (address.state !== undefined && address.state !== zipState) {
      const message = m.zipStateMismatch(address.zip, zipState, address.state);
      context.addIssue({ code: "custom", path: ["zip"], message });
      return z.NEVER;
    }
    return { state: zipState };
  });

const quoteLineSchema = z.object({
  partId: idText("partId"),
  quantity: wholeQuantity("quantity", "quantity is required"),
});

/** `POST /api/shipping/quote`: where to, and which parts in which quantities. */
export const shippingQuoteSchema = z.object({
  address: destinationSchema,
  lines: z
    .array(quoteLineSchema, { message: m.linesRequired })
    .min(1, m.linesRequired)
    .max(QUOTE_LINES_MAX, m.linesTooMany(QUOTE_LINES_MAX)),
});
export type ShippingQuoteRequest = z.output<typeof shippingQuoteSchema>;

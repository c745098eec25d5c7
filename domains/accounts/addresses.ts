import "@/lib/validation/zod-config";
import { z } from "zod";
import { addressMessages } from "./address-texts";
import { phoneSchema, shippingAddressSchema } from "@/domains/ordering";
import { idText, plainText } from "@/lib/validation/text";
import { usDestinationFields } from "@/lib/geo/us-destination";

/** A customer keeps at most this many shipping addresses. */
export const SAVED_ADDRESSES_MAX = 10;

/**
 * `POST /api/addresses` and `PUT /api/addresses/{id}`, and the profile's form: city, state and
 * ZIP are required of every address saved (older ones without them must gain them when edited).
 */
export const savedAddressSchema = z.object({
  label: plainText("Label", 40, addressMessages.labelRequired),
  address: shippingAddressSchema,
  phone: phoneSchema,
  ...usDestinationFields,
  isDefault: z.boolean({ message: "isDefault must be true or false" }).optional(),
});
export type SavedAddressInput = z.output<typeof savedAddressSchema>;

export const addressIdSchema = idText("Address id");

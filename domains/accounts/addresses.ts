import "@/lib/validation/zod-config";
import { z } from "zod";
import { addressMessages } from "./address-texts";
import { phoneSchema, shippingAddressSchema } from "@/domains/ordering";
import { idText, plainText } from "@/lib/validation/text";

/** A customer keeps at most this many shipping addresses. */
export const SAVED_ADDRESSES_MAX = 10;

/** `POST /api/addresses` and `PUT /api/addresses/{id}`, and the profile's form. */
export const savedAddressSchema = z.object({
  label: plainText("Label", 40, addressMessages.labelRequired),
  address: shippingAddressSchema,
  phone: phoneSchema,
  isDefault: z.boolean({ message: "isDefault must be true or false" }).optional(),
});
export type SavedAddressInput = z.output<typeof savedAddressSchema>;

export const addressIdSchema = idText("Address id");

import "@/lib/validation/zod-config";
import { z } from "zod";
import { orderMessages } from "./order-texts";
import { createIntentSchema, phoneSchema, shippingAddressSchema } from "./orders";
import { idText } from "@/lib/validation/text";
import { usDestinationFields } from "@/lib/geo/us-destination";
import { CHECKOUT_PAYMENTS } from "@/models/invoice-values";
import { SHIPPING_SERVICES } from "@/domains/shipping";

/** A purchase-order number as buyers' systems write them: letters, digits and a few marks. */
export const poNumberSchema = z
  .string({ message: "poNumber must be text" })
  .trim()
  .max(40, { message: "poNumber must be at most 40 characters" })
  .regex(/^[A-Za-z0-9 ./#_-]*$/, {
    message: "poNumber may hold letters, digits, spaces and . / # _ - only",
  })
  .transform((text) => text || null);

/**
 * Where a checkout's orders ship: the order's own shape (street address and phone) and the US
 * destination shipping and tax are priced by (city, state and ZIP, all required).
 */
export const checkoutAddressSchema = z.object(
  { address: shippingAddressSchema, phone: phoneSchema, ...usDestinationFields },
  { message: orderMessages.addressRequired },
);

/**
 * `POST /api/checkout` (and its quote): where the orders of the cart ship, by which service,
 * their PO number and payment. Prices, shipping and tax are the server's: any sent are ignored.
 */
export const checkoutSchema = z.object({
  address: checkoutAddressSchema,
  poNumber: poNumberSchema.nullish().transform((value) => value ?? null),
  payment: z
    .enum(CHECKOUT_PAYMENTS, { message: 'payment must be "card" or "account"' })
    .default("card"),
  shipping: z
    .enum(SHIPPING_SERVICES, { message: 'shipping must be "ground" or "express"' })
    .default("ground"),
});
export type CheckoutInput = z.output<typeof checkoutSchema>;

export const checkoutIdSchema = idText("Checkout id");

/** `POST /api/checkout/{id}/paid`: the customer's claim names the intent that paid it. */
export const checkoutClaimSchema = z.object({ transactionId: idText("transactionId") });

/** `POST /api/payment/create-payment-intent` for a checkout: all its unpaid orders at once. */
const checkoutIntentSchema = z.object({
  checkoutId: checkoutIdSchema,
  price: z.number({ message: "price must be a number" }).finite().optional(),
});

/** The intent call takes an order (`orderId`) or a checkout (`checkoutId`). */
export const paymentIntentSchema = z.union([createIntentSchema, checkoutIntentSchema], {
  error: "The request body must name an orderId or a checkoutId",
});
export type PaymentIntentInput = z.output<typeof paymentIntentSchema>;

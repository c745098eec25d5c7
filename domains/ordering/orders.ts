import "@/lib/validation/zod-config";
import { z } from "zod";
import { orderMessages } from "./order-texts";
import { quantityAdvice } from "@/domains/catalog";
import { dollarsToCents, wholeQuantity } from "@/lib/validation/numbers";
import { idText, plainText } from "@/lib/validation/text";
import { shippingMessages } from "./shipping-texts";
import { knownCarrier, normalTrackingNumber } from "@/domains/ordering/tracking-json";
import { optionalUsDestinationFields } from "@/lib/geo/us-destination";

export const phoneSchema = z
  .string({ message: orderMessages.phoneRequired })
  .trim()
  .min(1, orderMessages.phoneRequired)
  .max(30, "Phone number is too long")
  .regex(/^\+?[\d\s().-]+$/, orderMessages.phoneNotNumber)
  .regex(/\d/, orderMessages.phoneNotNumber);

export const shippingAddressSchema = plainText("Address", 500, orderMessages.addressRequired);

export const orderQuantitySchema = wholeQuantity("Order quantity", orderMessages.quantityRequired);

/** A whole number as typed, sign included (-5, 0), or null for anything else. */
function typedWholeNumber(value: string | number): number | null {
  const text = String(value).trim();
  return /^-?\d+$/.test(text) ? Number(text) : null;
}

/**
 * The purchase form: the same rules as the server, plus the live stock, MOQ and order-multiple
 * bounds (the spec's messages for the MOQ and the stock come first).
 */
export const orderFormSchema = (bounds: {
  minimum: number;
  available: number;
  multiple?: number;
}) =>
  z.object({
    phone: phoneSchema,
    address: shippingAddressSchema,
    ...optionalUsDestinationFields,
    quantity: z
      .union([z.number(), z.string()], { message: orderMessages.quantityRequired })
      // A negative or zero quantity is below the minimum too: the spec's message says what to
      // type, where "must be a whole number" would not.
      .refine((value) => (typedWholeNumber(value) ?? bounds.minimum) >= bounds.minimum, {
        message: orderMessages.belowMinimum(bounds.minimum),
        abort: true,
      })
      .pipe(
        orderQuantitySchema
          .refine(
            (quantity) => quantity <= bounds.available,
            orderMessages.aboveStock(bounds.available),
          )
          // Past the stock, the spec's message above says it: the advice is for the steps.
          .superRefine((quantity, context) => {
            if (quantity > bounds.available) return;
            const advice = quantityAdvice(
              {
                minOrderQty: bounds.minimum,
                orderMultiple: bounds.multiple ?? 1,
                availableQty: bounds.available,
              },
              quantity,
            );
            if (advice) context.addIssue({ code: "custom", message: advice.message });
          }),
      ),
  });
export type OrderFormInput = z.input<ReturnType<typeof orderFormSchema>>;

/**
 * The single order's shipping details: the contract's `{ address, phone }`, and city, state and
 * ZIP, each optional (the original client sends none; null when left out) and checked when given.
 */
const orderAddressSchema = z.object(
  { address: shippingAddressSchema, phone: phoneSchema, ...optionalUsDestinationFields },
  { message: orderMessages.addressRequired },
);
export type OrderAddress = z.output<typeof orderAddressSchema>;

/**
 * `POST /api/orders?uid=`, in the original client's shape. Only the part's id, the quantity and
 * the shipping details are taken; name, image and price come from the database. A price that is
 * sent must match it, and a uid or author email that is sent must be the caller's.
 */
export const placeOrderSchema = z.object({
  uid: z.string().optional(),
  author: z.object({ email: z.string().optional() }).optional(),
  productInfo: z.object(
    {
      id: idText("Product id"),
      orderQty: orderQuantitySchema,
      price: dollarsToCents("Price", "Price is required").optional(),
    },
    { message: "productInfo is required" },
  ),
  address: orderAddressSchema,
});
export type PlaceOrderInput = z.output<typeof placeOrderSchema>;

export const orderIdSchema = idText("Order id");

export const optionalUidQuerySchema = z.object({ uid: z.optional(idText("uid")) });
export const bookingQuerySchema = z.object({ id: idText("Order id") });

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Blank is "not given": the ship dialog's empty fields, or a client that sends "". */
const optionalTyped = (notText: string) =>
  z
    .string({ message: notText })
    .trim()
    .optional()
    .transform((text) => text || null);

const carrierSchema = optionalTyped(shippingMessages.carrierNotText)
  .refine((text) => !text || text.length <= 40, shippingMessages.carrierTooLong)
  .refine(
    (text) => !text || !CONTROL_CHARACTERS.test(text),
    shippingMessages.carrierControlCharacter,
  )
  .transform((text) => (text ? (knownCarrier(text) ?? text) : null));

const trackingNumberSchema = optionalTyped(shippingMessages.trackingNotText)
  .refine((text) => !text || /^[A-Za-z0-9 -]+$/.test(text), shippingMessages.trackingCharacters)
  .transform((text) => (text ? normalTrackingNumber(text) : null))
  .refine(
    (text) => !text || (text.length >= 6 && text.length <= 40),
    shippingMessages.trackingLength,
  );

/**
 * `PATCH /api/orders/shipped/{id}` (and Manage Orders' ship dialog, the fields alone): the contract's `{shipped: true}`, no body at all, or the
 * shipment's `{carrier, trackingNumber}` (both optional; a carrier needs a number). A known
 * carrier is stored under its own spelling, the number upper-case without spaces and dashes.
 */
export const shipmentFieldsSchema = z
  .object(
    {
      shipped: z
        .union([z.literal(true), z.literal("true")], {
          message: shippingMessages.shippedMustBeTrue,
        })
        .optional(),
      carrier: carrierSchema,
      trackingNumber: trackingNumberSchema,
    },
    { message: shippingMessages.bodyShape },
  )
  .refine((body) => !body.carrier || body.trackingNumber, {
    message: shippingMessages.carrierNeedsTracking,
    path: ["trackingNumber"],
  });
export type ShipmentFields = z.input<typeof shipmentFieldsSchema>;
export type ShipmentFieldsOutput = z.output<typeof shipmentFieldsSchema>;
export const shippedBodySchema = shipmentFieldsSchema
  .optional()
  .transform((body): ShipmentTracking => ({
    carrier: body?.carrier ?? null,
    trackingNumber: body?.trackingNumber ?? null,
  }));
export type ShipmentTracking = { carrier: string | null; trackingNumber: string | null };

/** `PATCH /api/orders/paid/{id}` and `POST /api/booking`: the client's claim names the intent. */
export const paymentClaimSchema = z.object({
  transactionId: idText("transactionId"),
});

/** `POST /api/payment/create-payment-intent`: the order, and optionally the total the client saw. */
export const createIntentSchema = z.object({
  orderId: idText("orderId"),
  price: z.number({ message: "price must be a number" }).finite().optional(),
});

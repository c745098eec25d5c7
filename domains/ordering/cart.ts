import "@/lib/validation/zod-config";
import { z } from "zod";
import { orderQuantitySchema } from "./orders";
import { idText } from "@/lib/validation/text";
import { CART_BATCH_MAX, CART_PREVIEW_MAX } from "@/lib/validation/limits";

export const cartPartIdSchema = idText("Part id");

/**
 * `PUT /api/cart/lines`: one line's quantity (a draft: rules are shown, not enforced, here), and
 * the vehicle it is bought for when one was chosen (its orders keep it: "ordered before").
 */
export const cartLineSchema = z.object({
  partId: cartPartIdSchema,
  quantity: orderQuantitySchema,
  vehicleId: z.optional(idText("vehicleId")),
});
export type CartLineInput = z.output<typeof cartLineSchema>;

const linesOf = (max: number) =>
  z.object({
    lines: z
      .array(cartLineSchema, {
        message: "lines must be a list of { partId, quantity, vehicleId? }",
      })
      .min(1, "lines must hold at least one line")
      .max(max, `At most ${max} lines at once`),
  });

/** `POST /api/cart/lines`: many lines at once (quick order, reorder, the sign-in merge). */
export const cartBatchSchema = linesOf(CART_BATCH_MAX);
/** `POST /api/cart/preview`: a guest's browser cart, judged without being kept. */
export const cartPreviewSchema = linesOf(CART_PREVIEW_MAX);

/** `POST /api/cart/reorder`: a past order, or a past checkout (all its lines). */
export const reorderSchema = z.union(
  [z.object({ orderId: idText("orderId") }), z.object({ checkoutId: idText("checkoutId") })],
  { error: "The request body must name an orderId or a checkoutId" },
);
export type ReorderInput = z.output<typeof reorderSchema>;

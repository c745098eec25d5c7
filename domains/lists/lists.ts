import "@/lib/validation/zod-config";
import { z } from "zod";
import { cartLineSchema } from "@/domains/ordering";
import { LIST_NAME_MAX } from "@/lib/validation/limits";
import { idText, plainText } from "@/lib/validation/text";
import { listMessages as m } from "./list-texts";

/** `POST /api/lists` and `PATCH /api/lists/{id}`: a list's name, and the forms that type it. */
export const listNameSchema = z.object({
  name: plainText("List name", LIST_NAME_MAX, m.nameRequired),
});
export type ListNameInput = z.output<typeof listNameSchema>;

/**
 * `PUT /api/lists/{id}/lines`: a line's part and quantity, checked as the cart checks them (a
 * whole number of pieces); the part's MOQ, multiples and stock apply when it goes to the cart.
 */
export const listLineSchema = cartLineSchema;
export type ListLineInput = z.output<typeof listLineSchema>;

export const listParamsSchema = z.object({ id: idText("List id") });
export const listLineParamsSchema = z.object({ id: idText("List id"), partId: idText("Part id") });

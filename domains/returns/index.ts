// The returns domain's model: RMAs (a customer's return of an order's pieces or cores), their
// rules, texts and JSON.
export { returnReasonLabels, returnStatusLabels } from "./return-texts";
export {
  returnParamsSchema,
  returnRequestSchema,
  returnsQuerySchema,
  returnUpdateSchema,
} from "./returns";
export { mayMove, refundCents } from "./return-rules";
export { type ReturnJson } from "./return-json";
export { RETURN_REASONS, RETURN_STATUSES } from "@/models/return-values";
export { returnScreenTexts } from "./return-screen-texts";
export { returnableQuantity } from "./return-quantities";

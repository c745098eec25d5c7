// The returns domain's model: RMAs (a customer's return of an order's pieces or cores), their
// rules, texts and JSON.
export {
  returnEventDetails,
  returnLabelTexts,
  returnMessages,
  returnReasonLabels,
  returnStatusLabels,
  RETURN_ADDRESS,
} from "./return-texts";
export {
  NOTE_MAX,
  returnParamsSchema,
  returnRequestSchema,
  returnsQuerySchema,
  returnUpdateSchema,
  type ReturnRequestInput,
  type ReturnsQuery,
  type ReturnUpdateInput,
} from "./returns";
export { isCoreReturn, mayMove, refundCents, RESELLABLE_REASONS } from "./return-rules";
export {
  toReturnEventJson,
  toReturnJson,
  type ReturnDetailJson,
  type ReturnEventJson,
  type ReturnJson,
} from "./return-json";
export { RETURN_REASONS, RETURN_STATUSES } from "@/models/return-values";
export type { ReturnReason, ReturnStatus } from "@/models/return-values";

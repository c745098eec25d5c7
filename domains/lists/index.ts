// The lists domain's model: shared lists of parts to order again (issue 31).
export {
  listLineParamsSchema,
  listLineSchema,
  listNameSchema,
  listParamsSchema,
  type ListNameInput,
} from "./lists";
export {
  type ListJson,
  type ListLineJson,
  type ListToCartJson,
  type ListWithLinesJson,
} from "./list-json";
export { listMessages } from "./list-texts";

// Buying a past order or checkout again: its lines back in the cart, adjusted and explained.
export { quantityNow, reorder, type Reordered } from "./reorder";

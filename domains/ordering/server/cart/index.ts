// The cart: a customer's lines kept on the server, judged against each part as it is now.
export { getCart, setCartLine, putCartLines, removeCartLine } from "./cart-writes";
export { previewCart } from "./cart-preview";
export { partsById } from "./cart-reads";

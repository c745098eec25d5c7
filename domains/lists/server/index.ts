// The lists domain's server code: shared lists of parts (a company's, or a user's own), their
// lines, and a list into the cart by today's rules. It stands on ordering (the cart's judge and
// writes) and reads company membership from the companies' table.
export { createList, deleteList, getList, listLists, renameList } from "./lists";
export { removeListLine, setListLine } from "./list-lines";
export { listToCart } from "./list-to-cart";

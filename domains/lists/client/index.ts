export {
  createList,
  deleteList,
  findPartsForList,
  LISTS_PATH,
  type ListAnswer,
  listPath,
  type ListsAnswer,
  listToCart,
  removeListLine,
  renameList,
  setListLine,
} from "./lists";

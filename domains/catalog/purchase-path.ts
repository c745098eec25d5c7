/** The query parameter that carries the quantity typed on a part's page to its purchase page. */
export const PURCHASE_QUANTITY_PARAM = "quantity";

/**
 * The purchase page of a part, starting from the quantity typed (left out when it is the MOQ,
 * the page's own default, or blank). The page reads and checks it itself.
 */
export function purchasePath(part: { _id: string; orderQty?: number }, typed = ""): string {
  const path = `/purchase/${part._id}`;
  const quantity = typed.trim();
  if (quantity === "" || quantity === String(part.orderQty)) return path;
  return `${path}?${new URLSearchParams({ [PURCHASE_QUANTITY_PARAM]: quantity }).toString()}`;
}

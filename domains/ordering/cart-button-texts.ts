/**
 * The cart's words on every shop page (the add-to-cart button, its toast and the nav's cart
 * link), apart from the cart screen's own (cart-texts.ts): they load with each page.
 */
export const cartButtonTexts = {
  added: (quantity: number, productName: string) =>
    `Added ${quantity} pcs of ${productName} to your cart`,
  viewCart: "View cart",
  addButton: "Add to cart",
  navLabel: (count: number) => `Cart, ${count} ${count === 1 ? "line" : "lines"}`,
} as const;

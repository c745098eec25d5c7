/** Texts of the cart. */
export const cartMessages = {
  empty: "Your cart is empty",
  unknownVehicle: "vehicleId names no vehicle of the shop",
  full: (max: number) => `A cart holds at most ${max} lines. Check out or remove some first.`,
  unknownParts: (count: number) =>
    count === 1
      ? "A part in the list is not sold here."
      : `${count} parts in the list are not sold here.`,
  addedLines: (count: number) => `Added ${count} ${count === 1 ? "line" : "lines"} to your cart`,
  removeTitle: "Remove this line?",
  removeText: (productName: string) => `${productName} will be taken out of your cart.`,
  noLongerSold: "This part is no longer sold.",
  outOfStock: "Out of stock right now.",
  orderAgain: "Order again",
  orderCheckoutAgain: "Order all lines again",
  reordered: (added: number, adjusted: number, skipped: number) =>
    [
      `${added} ${added === 1 ? "line" : "lines"} put in your cart`,
      adjusted > 0 ? `${adjusted} adjusted to what can be ordered now` : null,
      skipped > 0 ? `${skipped} left out` : null,
    ]
      .filter(Boolean)
      .join(", ") + ".",
  checkout: "Checkout",
  linesCount: (count: number) => `${count} ${count === 1 ? "line" : "lines"}`,
  fixFirst: "Some lines can't be ordered as they are: fix them to check out.",
  quantityLabel: "Quantity (pcs)",
  wholeNumber: "Type a whole number of pieces",
  signInToCheckOut: "Sign in to check out",
  mergedOverflow: "Your cart was full: some lines saved before signing in were not added.",
} as const;

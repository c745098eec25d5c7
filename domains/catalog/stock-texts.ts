/**
 * The spec's stock-out toast (section 5). Part of spec-texts.ts's order texts, in a file of its
 * own so a part card in the browser loads this and not every text of the shop.
 */
export const STOCK_OUT = "Stock Out! The product will be available soon.";

/** Without a level of its own, a part is low on stock below this many minimum orders. */
export const LOW_STOCK_MINIMUM_ORDERS = 2;

/** The stock level under which a part counts as low (the SQL twin is catalog/low-stock.ts). */
export const lowStockBelow = (part: { lowStockQty: number | null; minOrderQty: number }) =>
  part.lowStockQty ?? LOW_STOCK_MINIMUM_ORDERS * part.minOrderQty;

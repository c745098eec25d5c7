// After a run: do stock, orders and the payments ledger agree with each other?
import { query } from "./database.mjs";

/**
 * For every part, the stock at the start minus the quantities of the orders placed since must
 * be the stock now. `initial` is what partStock() said before the run (no orders existed then).
 */
export async function checkStock(url, initial) {
  const rows = await query(
    url,
    `SELECT p.id, p.available_qty AS stock, COALESCE(SUM(o.order_qty), 0)::bigint AS sold
       FROM parts p LEFT JOIN orders o ON o.part_id = p.id GROUP BY p.id`,
  );
  const now = new Map(rows.map((row) => [row.id, row]));
  const mismatches = initial.flatMap((part) => {
    const row = now.get(part.id);
    const expected = part.stock - Number(row?.sold ?? 0);
    return row && row.stock === expected ? [] : [{ part: part.id, expected, actual: row?.stock }];
  });
  const sold = rows.reduce((sum, row) => sum + Number(row.sold), 0);
  return { parts: initial.length, unitsSold: sold, mismatches };
}

/**
 * Every paid order has exactly one succeeded payment in the ledger, and every succeeded payment
 * belongs to a paid order.
 */
export async function checkLedger(url) {
  const [paidWithoutOneSuccess] = await query(
    url,
    `SELECT COUNT(*)::int AS n FROM orders o
      WHERE o.paid AND (SELECT COUNT(*) FROM payments p
                         WHERE p.order_id = o.id AND p.event_type = 'succeeded') <> 1`,
  );
  const [successWithoutPaidOrder] = await query(
    url,
    `SELECT COUNT(*)::int AS n FROM payments p LEFT JOIN orders o ON o.id = p.order_id
      WHERE p.event_type = 'succeeded' AND (o.id IS NULL OR NOT o.paid)`,
  );
  const [totals] = await query(
    url,
    `SELECT COUNT(*)::int AS orders, COUNT(*) FILTER (WHERE paid)::int AS paid,
            COUNT(*) FILTER (WHERE shipped)::int AS shipped FROM orders`,
  );
  return {
    ...totals,
    paidWithoutExactlyOneSuccess: paidWithoutOneSuccess.n,
    successWithoutPaidOrder: successWithoutPaidOrder.n,
  };
}

export const stockIsConsistent = (stock) => stock.mismatches.length === 0;
export const ledgerIsConsistent = (ledger) =>
  ledger.paidWithoutExactlyOneSuccess === 0 && ledger.successWithoutPaidOrder === 0;

/** The orders answered 201 (`placed`, their ids) that are not in the database. */
export async function lostOrders(url, placed) {
  const rows = await query(url, "SELECT id FROM orders WHERE id = ANY($1)", [[...placed]]);
  const found = new Set(rows.map((row) => row.id));
  return [...placed].filter((id) => !found.has(id));
}

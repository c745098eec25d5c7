import "server-only";
import { config } from "@/lib/config";
import type { Mail } from "@/lib/mail";
import { formatMoney } from "@/lib/money";
import type { orders, returns } from "@/models";

type OrderRow = typeof orders.$inferSelect;
type ReturnRow = typeof returns.$inferSelect;

/** The customer's mail when their return's money is back: on their card, or off their invoice. */
export function returnRefundedMail(
  order: OrderRow,
  row: ReturnRow,
  how: { card: string } | { creditNote: string; invoice: string },
): Mail {
  const link = `${config().siteUrl}/dashboard/my-orders`;
  const amount = formatMoney((row.refundCents ?? 0) / 100);
  const where =
    "card" in how
      ? `We refunded ${amount} to the card that paid (transaction ${how.card}).`
      : `Credit note ${how.creditNote} takes ${amount} off invoice ${how.invoice}.`;
  return {
    to: order.authorEmail,
    subject: `Your return ${row.number} is refunded`,
    link,
    text: `Hello ${order.authorName},\n\nWe received your return ${row.number} (${row.quantity} pcs of ${order.productName}).\n${where}\n\nYour orders: ${link}\n\nRedline Parts`,
  };
}

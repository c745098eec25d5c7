import type { OrderEventKind } from "@/models";
import { formatDollars } from "@/lib/money";

const dollars = (cents: number) => `${formatDollars(cents / 100)}$`;

const labels: Record<Exclude<OrderEventKind, "deleted">, string> = {
  placed: "Placed",
  intent_created: "Payment started",
  paid: "Paid",
  shipped: "Shipped",
  refunded: "Refunded",
  expired: "Expired",
  approved: "Approved",
  declined: "Declined",
  return_requested: "Return requested",
  return_received: "Return received",
  return_refunded: "Return refunded",
  return_rejected: "Return rejected",
};

/** What the timeline says for an event: "Paid", or "Deleted by Jane Doe". */
export function orderEventLabel(type: OrderEventKind, actorName: string | null): string {
  if (type === "deleted") return actorName ? `Deleted by ${actorName}` : "Deleted";
  return labels[type];
}

/** The detail line an event keeps (written once, when the event happens). */
export const orderEventDetails = {
  placed: (quantity: number, unitCents: number) =>
    `${quantity} pcs × ${dollars(unitCents)} = ${dollars(quantity * unitCents)}`,
  intentCreated: (amountCents: number) => `Payment of ${dollars(amountCents)} started`,
  checkoutIntentCreated: (amountCents: number) =>
    `Payment of ${dollars(amountCents)} started for the whole checkout`,
  paid: (transactionId: string) => `Transaction ${transactionId}`,
  refunded: (amountCents: number) => `refund of ${dollars(amountCents)}`,
  lateRefunded: (amountCents: number) =>
    `refund of ${dollars(amountCents)}: paid after the order had expired and its stock was sold`,
  expired: "The hold ran out before payment; the stock went back on sale",
  approvedOnAccount: (invoiceNumber: string) =>
    `Approved by the company; billed on invoice ${invoiceNumber}`,
  approvedByCard: "Approved by the company; to be paid by card",
  declined: (reason: string) => `Declined by the company: ${reason} The stock went back on sale`,
  invoicePaid: (invoiceNumber: string) => `Invoice ${invoiceNumber} paid in full`,
  billedOnAccount: (invoiceNumber: string) => `Billed on invoice ${invoiceNumber}`,
} as const;

/** The order detail page's words. */
export const orderDetailTexts = {
  pageTitle: "Order details",
  link: "Details",
  linkLabel: (productName: string) => `Details of the order for ${productName}`,
  notFoundTitle: "Order not found",
  notFound:
    "There is no order with this id that you may see. It may have been deleted, or it belongs to another account.",
  backToOrders: "Back to My Orders",
  backToManageOrders: "Back to Manage Orders",
  deletedOrder: "This order has been deleted; its history is kept.",
  line: "Order",
  product: "Product",
  quantity: "Quantity",
  unitPrice: "Unit price",
  shipping: "Shipping",
  address: "Address",
  phone: "Phone",
  payment: "Payment",
  status: "Status",
  transactionId: "Transaction id",
  checkoutId: "Checkout id",
  poNumber: "PO number",
  onAccount: "Billed on the company's invoice",
  none: "None",
  customer: "Customer",
  timeline: "Timeline",
  noEvents: "No events recorded for this order yet.",
  by: (name: string) => `by ${name}`,
} as const;

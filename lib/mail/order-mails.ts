import "server-only";
import { config } from "@/lib/config";
import { formatMoney } from "@/lib/money";
import type { OrderJson } from "@/domains/ordering";
import { trackingUrl } from "@/domains/ordering";
import { shippingMessages, shipToText } from "@/domains/ordering";
import {
  chargeBreakdown,
  chargeTexts,
  combinedCharges,
  coreDepositsOf,
  type Charges,
} from "@/domains/ordering";
import type { Mail } from "./index";

/**
 * Subtotal, each core deposit, shipping, tax and total, a line each, and why the default state
 * applied; the orders give the deposits' lines.
 */
function chargeLines(charges: Charges, orders: OrderJson[]): string {
  const { lines, total, note } = chargeBreakdown(charges, coreDepositsOf(orders));
  const amounts = [...lines, total].map((line) => chargeTexts.mailLine(line.label, line.amount));
  return [...amounts, ...(note ? [note] : [])].join("\n");
}

/** A single order, as its mails list it. */
function summary(order: OrderJson): string {
  const { productInfo, address } = order;
  return [
    `Order: ${order._id}`,
    `Product: ${productInfo.productName}`,
    `Quantity: ${productInfo.orderQty} pcs at ${formatMoney(productInfo.price)} each`,
    chargeLines(order, [order]),
    `Ship to: ${shipToText(address)} (phone ${address.phone})`,
  ].join("\n");
}

export function orderReceivedMail(order: OrderJson): Mail {
  const link = `${config().siteUrl}/dashboard/payment/${order._id}`;
  return {
    to: order.author.email,
    subject: `We received your order for ${order.productInfo.productName}`,
    link,
    text: `Hello ${order.author.name},\n\nThank you for your order.\n\n${summary(order)}\n\nPay for it here to have it shipped:\n${link}\n\nRedline Parts`,
  };
}

export function paymentReceivedMail(order: OrderJson): Mail {
  const link = `${config().siteUrl}/dashboard/my-orders`;
  return {
    to: order.author.email,
    subject: `Payment received for ${order.productInfo.productName}`,
    link,
    text: `Hello ${order.author.name},\n\nWe received your payment of ${formatMoney(order.total)}.\nTransaction id: ${order.transactionId}\n\n${summary(order)}\n\nWe will let you know when it ships. Your orders: ${link}\n\nRedline Parts`,
  };
}

/** The shipment's tracking number, and where to follow it for a known carrier. */
function trackingLines(order: OrderJson): string {
  if (!order.trackingNumber) return "";
  const url = trackingUrl(order.carrier, order.trackingNumber);
  const line = shippingMessages.mailLine(order.carrier, order.trackingNumber);
  return `\n\n${line}${url ? `\nFollow it here: ${url}` : ""}`;
}

export function orderShippedMail(order: OrderJson): Mail {
  const link = `${config().siteUrl}/dashboard/my-orders`;
  return {
    to: order.author.email,
    subject: `Your ${order.productInfo.productName} order has shipped`,
    link,
    text: `Hello ${order.author.name},\n\nYour order is on its way.${trackingLines(order)}\n\n${summary(order)}\n\nYour orders: ${link}\n\nRedline Parts`,
  };
}

export function orderExpiredMail(order: OrderJson): Mail {
  const link = `${config().siteUrl}/dashboard/my-orders`;
  return {
    to: order.author.email,
    subject: `Your unpaid order for ${order.productInfo.productName} has expired`,
    link,
    text: `Hello ${order.author.name},\n\nYour order was not paid in time, so it has expired and its pieces went back on sale. It can no longer be paid; you are welcome to place a new order.\n\n${summary(order)}\n\nYour orders: ${link}\n\nRedline Parts`,
  };
}

/** A payment that arrived after its order expired, when the pieces were sold meanwhile. */
export function latePaymentRefundedMail(order: OrderJson, transactionId: string): Mail {
  const link = `${config().siteUrl}/dashboard/my-orders`;
  return {
    to: order.author.email,
    subject: `Your payment for ${order.productInfo.productName} was refunded`,
    link,
    text: `Hello ${order.author.name},\n\nYour payment of ${formatMoney(order.total)} arrived after your order had expired, and its pieces have been sold meanwhile. We have refunded the payment in full; it returns to your card within a few days.\nTransaction id: ${transactionId}\n\n${summary(order)}\n\nYour orders: ${link}\n\nRedline Parts`,
  };
}

// A checkout's mails: one for all its lines, not one per line.
function lineList(orders: OrderJson[]): string {
  return orders
    .map(
      ({ productInfo, subtotal }) =>
        `- ${productInfo.productName}: ${productInfo.orderQty} pcs at ${formatMoney(productInfo.price)} = ${formatMoney(subtotal)}`,
    )
    .join("\n");
}

/** One mail for a whole checkout, not one per line. */
export function checkoutReceivedMail(checkoutId: string, orders: OrderJson[]): Mail {
  const [first] = orders;
  const link = `${config().siteUrl}/dashboard/payment/${checkoutId}`;
  return {
    to: first!.author.email,
    subject: `We received your order of ${orders.length} lines`,
    link,
    text: `Hello ${first!.author.name},\n\nThank you for your order.\n\n${lineList(orders)}\n${chargeLines(combinedCharges(orders), orders)}\nShip to: ${shipToText(first!.address)} (phone ${first!.address.phone})\n\nPay for all of it at once here to have it shipped:\n${link}\n\nRedline Parts`,
  };
}

export function checkoutPaidMail(orders: OrderJson[], transactionId: string): Mail {
  const [first] = orders;
  const charges = combinedCharges(orders);
  const link = `${config().siteUrl}/dashboard/my-orders`;
  return {
    to: first!.author.email,
    subject: `Payment received for your order of ${orders.length} lines`,
    link,
    text: `Hello ${first!.author.name},\n\nWe received your payment of ${formatMoney(charges.total)}.\nTransaction id: ${transactionId}\n\n${lineList(orders)}\n${chargeLines(charges, orders)}\n\nWe will let you know when each line ships. Your orders: ${link}\n\nRedline Parts`,
  };
}

/** One mail for the lines of a checkout that expired together. */
export function checkoutExpiredMail(orders: OrderJson[]): Mail {
  const [first] = orders;
  const link = `${config().siteUrl}/dashboard/my-orders`;
  return {
    to: first!.author.email,
    subject: `Your unpaid order of ${orders.length} lines has expired`,
    link,
    text: `Hello ${first!.author.name},\n\nYour order was not paid in time, so it has expired and its pieces went back on sale. It can no longer be paid; you are welcome to check out again.\n\n${lineList(orders)}\n\nYour orders: ${link}\n\nRedline Parts`,
  };
}

// By purchase: a checkout's lines carry its id, a single order none.

/** The mail for a payment received: the single order's, or one for all a checkout's lines. */
export const paidMail = (orders: OrderJson[], transactionId: string): Mail =>
  orders[0]!.checkoutId ? checkoutPaidMail(orders, transactionId) : paymentReceivedMail(orders[0]!);

/** The mail for unpaid lines that expired together (one order, or lines of one checkout). */
export const expiredMail = (orders: OrderJson[]): Mail =>
  orders[0]!.checkoutId ? checkoutExpiredMail(orders) : orderExpiredMail(orders[0]!);

/** A late payment refunded in full: the single order's mail (a checkout's refund sends none). */
export const lateRefundMail = (orders: OrderJson[], transactionId: string): Mail | null =>
  orders[0]!.checkoutId ? null : latePaymentRefundedMail(orders[0]!, transactionId);

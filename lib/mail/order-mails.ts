import "server-only";
import { config } from "@/lib/config";
import { formatMoney } from "@/lib/contract/money";
import type { OrderJson } from "@/lib/contract/order";
import { trackingUrl } from "@/lib/contract/tracking";
import { shippingMessages } from "@/lib/validation/shipping-texts";
import type { Mail } from "./index";

function summary(order: OrderJson): string {
  const { productInfo, address } = order;
  return [
    `Order: ${order._id}`,
    `Product: ${productInfo.productName}`,
    `Quantity: ${productInfo.orderQty} pcs at ${formatMoney(productInfo.price)} each`,
    `Total: ${formatMoney(order.total)}`,
    `Ship to: ${address.address} (phone ${address.phone})`,
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

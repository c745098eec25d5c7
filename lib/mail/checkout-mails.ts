import "server-only";
import { config } from "@/lib/config";
import { formatMoney } from "@/lib/contract/money";
import type { OrderJson } from "@/lib/contract/order";
import type { Mail } from "./index";

function lines(orders: OrderJson[]): string {
  return orders
    .map(
      ({ productInfo, total }) =>
        `- ${productInfo.productName}: ${productInfo.orderQty} pcs at ${formatMoney(productInfo.price)} = ${formatMoney(total)}`,
    )
    .join("\n");
}

const sum = (orders: OrderJson[]) => orders.reduce((total, order) => total + order.total, 0);

/** One mail for a whole checkout, not one per line. */
export function checkoutReceivedMail(checkoutId: string, orders: OrderJson[]): Mail {
  const [first] = orders;
  const link = `${config().siteUrl}/dashboard/payment/${checkoutId}`;
  return {
    to: first!.author.email,
    subject: `We received your order of ${orders.length} lines`,
    link,
    text: `Hello ${first!.author.name},\n\nThank you for your order.\n\n${lines(orders)}\nTotal: ${formatMoney(sum(orders))}\nShip to: ${first!.address.address} (phone ${first!.address.phone})\n\nPay for all of it at once here to have it shipped:\n${link}\n\nRedline Parts`,
  };
}

export function checkoutPaidMail(orders: OrderJson[], transactionId: string): Mail {
  const [first] = orders;
  const link = `${config().siteUrl}/dashboard/my-orders`;
  return {
    to: first!.author.email,
    subject: `Payment received for your order of ${orders.length} lines`,
    link,
    text: `Hello ${first!.author.name},\n\nWe received your payment of ${formatMoney(sum(orders))}.\nTransaction id: ${transactionId}\n\n${lines(orders)}\n\nWe will let you know when each line ships. Your orders: ${link}\n\nRedline Parts`,
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
    text: `Hello ${first!.author.name},\n\nYour order was not paid in time, so it has expired and its pieces went back on sale. It can no longer be paid; you are welcome to check out again.\n\n${lines(orders)}\n\nYour orders: ${link}\n\nRedline Parts`,
  };
}

import type { ReturnReason, ReturnStatus } from "@/models/return-values";
import { formatMoney } from "@/lib/money";
import { SHOP_ADDRESS, SITE_NAME } from "@/lib/site";

const dollars = (cents: number) => formatMoney(cents / 100);

/** The reasons as a customer picks them. */
export const returnReasonLabels: Record<ReturnReason, string> = {
  core: "Core return",
  "not-needed": "New, not needed",
  "wrong-part": "Wrong part (catalog error)",
  damaged: "Damaged as received",
  defective: "Defective",
  "missing-pieces": "Missing pieces",
};

export const returnStatusLabels: Record<ReturnStatus, string> = {
  requested: "Requested",
  approved: "Approved",
  received: "Received",
  refunded: "Refunded",
  rejected: "Rejected",
};

/** What the calls answer when they refuse. */
export const returnMessages = {
  notDelivered: "Only a delivered order can be returned.",
  windowClosed: (days: number) => `Returns are accepted within ${days} days of delivery.`,
  tooMany: (left: number) =>
    left === 0
      ? "Every piece of this order has been returned already."
      : `At most ${left} more piece${left === 1 ? "" : "s"} of this order can be returned.`,
  noCoreCharge: "This order carried no core deposit, so it has no core to return.",
  illegalTransition: (from: ReturnStatus, to: ReturnStatus) =>
    `A return that is ${returnStatusLabels[from].toLowerCase()} cannot become ${returnStatusLabels[to].toLowerCase()}.`,
  rejectionReasonRequired: "reason is required to reject a return",
  unknownVehicle: "vehicleId names no vehicle",
  invoicePaid:
    "The order's invoice has been paid already, so no credit note can lower it: refund the company by hand.",
  noPayment: "This order was not paid by card, so there is nothing to refund at the provider.",
  onlyShopAdmins: "Only the shop's admins may see this.",
} as const;

/** The return's history and the order's timeline details. */
export const returnEventDetails = {
  requested: (number: string, quantity: number, reason: ReturnReason) =>
    `${number}: ${quantity} pcs, ${returnReasonLabels[reason]}`,
  approved: (number: string) => `${number} approved`,
  received: (number: string, refundCents: number, restocked: boolean) =>
    `${number} received; refund of ${dollars(refundCents)}${restocked ? "; put back in stock" : ""}`,
  refunded: (number: string, refundCents: number) => `${number}: refund of ${dollars(refundCents)}`,
  credited: (number: string, refundCents: number, creditNote: string, invoice: string) =>
    `${number}: credit note ${creditNote} of ${dollars(refundCents)} on invoice ${invoice}`,
  rejected: (number: string, reason: string) => `${number} rejected: ${reason}`,
} as const;

/** The return authorisation PDF's words. */
export const returnLabelTexts = {
  title: "Return authorisation",
  number: (number: string) => `RMA number: ${number}`,
  order: (orderId: string) => `Order: ${orderId}`,
  part: (name: string) => `Part: ${name}`,
  quantity: (quantity: number) => `Quantity: ${quantity}`,
  reason: (reason: ReturnReason) => `Reason: ${returnReasonLabels[reason]}`,
  status: (status: ReturnStatus) => `Status: ${returnStatusLabels[status]}`,
  shipTo: "Ship the parts to:",
  instructions:
    "Pack the parts in their original box, put this slip inside and write the RMA number on the outside.",
} as const;

/** Where returned parts go: the shop's own address, to its returns desk. */
export const RETURN_ADDRESS = [`${SITE_NAME} Returns`, SHOP_ADDRESS] as const;

import "server-only";
import { returnDeadline } from "@/domains/ordering/server";

/**
 * Whether a return opened now is still within `days` of delivery: up to the deadline My Orders
 * shows (returnDeadline, from the ordering domain's deliveredAt).
 */
export const withinWindow = (delivered: Date, days: number, now = new Date()) =>
  now.getTime() <= returnDeadline(delivered, days).getTime();

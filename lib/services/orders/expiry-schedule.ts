import "server-only";
import { config } from "@/lib/config";
import { logger } from "@/lib/log";
import { expireOverdueOrders } from "./expire-orders";

/** How often to look for expired orders: a tenth of the hold, between 1 and 30 seconds. */
export const expiryIntervalMs = (holdMinutes: number) =>
  Math.min(30_000, Math.max(1_000, (holdMinutes * 60_000) / 10));

/**
 * Runs expireOverdueOrders in this server process every few seconds, from start-up. A thin
 * wrapper on purpose (a job queue is to take its place). A run still going when the next is due
 * is not doubled; several servers may each run it, as an order expires only once. The timer does
 * not keep the process alive. Answers a function that stops it.
 */
export function startOrderExpiry(): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await expireOverdueOrders();
    } catch (error) {
      logger.error({ err: error }, "Expiring overdue unpaid orders failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), expiryIntervalMs(config().orderHoldMinutes));
  timer.unref();
  return () => clearInterval(timer);
}

import "server-only";
import { config } from "@/lib/config";
import type { Db } from "@/lib/db";
import { expireOverdueOrders, expiryIntervalMs } from "@/domains/ordering/server";
import { sendJob } from "./send";

/** Queues a sweep to run this many seconds from now, unless one is waiting already. */
export async function queueExpirySweep(db: Db, afterSeconds: number): Promise<void> {
  await db.transaction((tx) =>
    sendJob(tx, "expireOrders", {}, { startAfterSeconds: afterSeconds }),
  );
}

/**
 * The expire-orders job: queues the next sweep first (so a sweep that fails does not end the
 * chain), then expires every unpaid order past its hold. Whichever worker of whichever instance
 * takes it runs it; the queue keeps one waiting, so the instances sweep once, not once each.
 */
export async function runExpirySweep(db: Db): Promise<void> {
  await queueExpirySweep(db, expiryIntervalMs(config().orderHoldMinutes) / 1000);
  await expireOverdueOrders();
}

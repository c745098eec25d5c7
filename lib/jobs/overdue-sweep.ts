import "server-only";
import type { Db } from "@/lib/db";
import { markOverdueInvoices } from "@/domains/billing/server";
import { sendJob } from "./send";

const DAY_SECONDS = 24 * 60 * 60;

/** Queues the overdue run this many seconds from now, unless one is waiting already. */
export async function queueOverdueSweep(db: Db, afterSeconds: number): Promise<void> {
  await db.transaction((tx) =>
    sendJob(tx, "overdueInvoices", {}, { startAfterSeconds: afterSeconds }),
  );
}

/**
 * The overdue-invoices job: queues tomorrow's run first (a run that fails does not end the
 * chain), then marks the invoices past due and mails their reminders.
 */
export async function runOverdueSweep(db: Db): Promise<void> {
  await queueOverdueSweep(db, DAY_SECONDS);
  await markOverdueInvoices();
}

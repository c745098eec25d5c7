import "server-only";
import type { Db } from "@/lib/db";
import type { Mail } from "@/lib/mail";
// The module itself, not the accounts index: the workers (also `npm run worker`) need no sessions.
import { requestPasswordReset } from "@/lib/services/accounts/password-reset";
import { refundLatePayment } from "@/lib/services/payments/late-payments";
import { refundLateCheckout } from "@/lib/services/payments/checkout-late-payments";
import { runExpirySweep } from "./expiry-sweep";
import { deliverMailJob, deliverOnce } from "./mail-job";
import type { JobQueueName } from "./queues";

type Job = { id: string; data: unknown };

/** What each queue's job does; the app's workers and the tests run the same handlers. */
export const JOB_HANDLERS: Record<JobQueueName, (db: Db, job: Job) => Promise<void>> = {
  mail: (db, job) => deliverMailJob(db, job as { id: string; data: Mail }),
  passwordReset: (db, job) =>
    deliverOnce(db, job.id, async () => {
      await requestPasswordReset(job.data as { email: string });
      return "password reset";
    }),
  // Safe to run again: each answers at once when nothing is owed any more.
  lateRefund: async (_db, job) => {
    const owed = job.data as { orderId: string } | { checkoutId: string };
    if ("orderId" in owed) await refundLatePayment(owed.orderId);
    else await refundLateCheckout(owed.checkoutId);
  },
  expireOrders: (db) => runExpirySweep(db),
};

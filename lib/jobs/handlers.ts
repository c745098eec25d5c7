import "server-only";
import type { Db } from "@/lib/db";
import type { Mail } from "@/lib/mail";
import type { PaymentSubject } from "@/lib/payments/provider";
// The module itself, not the accounts index: the workers (also `npm run worker`) need no sessions.
import { requestPasswordReset } from "@/domains/accounts/server";
import { refundLatePayment } from "@/domains/payments/server";
import { runPartsImport } from "@/domains/catalog/server";
import { refundReturn } from "@/domains/returns/server";
import { mailCompanyInvitation } from "@/domains/companies/server";
import { runExpirySweep } from "./expiry-sweep";
import { runOverdueSweep } from "./overdue-sweep";
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
  companyInvitation: (db, job) =>
    deliverOnce(db, job.id, async () => {
      await mailCompanyInvitation(job.data as { invitationId: string });
      return "company invitation";
    }),
  // Safe to run again: each answers at once when nothing is owed any more.
  lateRefund: (_db, job) => refundLatePayment(job.data as PaymentSubject),
  // Safe to run again: a return refunded already (its ledger row) is not refunded twice.
  returnRefund: (_db, job) => refundReturn((job.data as { returnId: string }).returnId),
  expireOrders: (db) => runExpirySweep(db),
  overdueInvoices: (db) => runOverdueSweep(db),
  partsImport: (db, job) => runPartsImport(db, (job.data as { importId: string }).importId),
};

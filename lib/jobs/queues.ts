/**
 * The shop's job queues (pg-boss, on the shop's own database). A failed job is tried again after
 * `retryDelay` seconds, doubling each time (retryBackoff), up to `retryLimit` more times: a mail
 * server down for a quarter of an hour loses no mail. A job running past `expireInSeconds`
 * (its worker died) is handed to another worker.
 */
export const JOB_QUEUES = {
  mail: { name: "mail", retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  // The reset link is made when the job runs (its token is never stored in clear, not even in
  // the queue); an hour later it would be expired, so the job gives up sooner.
  passwordReset: {
    name: "password-reset",
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  // A company's invitation: the link is made when the job runs, as a reset link is; a week
  // later it would be expired, so a day of tries is plenty.
  companyInvitation: {
    name: "company-invitation",
    retryLimit: 8,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  // A payment that came after its order expired and its stock was sold: refunded at the
  // provider, then in the ledger; a provider that refuses is asked again for some eight hours.
  lateRefund: {
    name: "late-refund",
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  // A return's refund at the provider, once (its ledger row is the proof); a provider that
  // refuses is asked again for some eight hours, then the refund is made by hand.
  returnRefund: {
    name: "return-refund",
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  // The sweep that expires unpaid orders past their hold: a chain of jobs, each queueing the
  // next (lib/jobs/expiry-sweep.ts). One waits at a time, however many workers start it.
  expireOrders: {
    name: "expire-orders",
    policy: "stately",
    retryLimit: 0,
    expireInSeconds: 300,
  },
  // The daily run that marks invoices past due overdue and mails their reminders: a chain
  // like the expiry sweep's (lib/jobs/overdue-sweep.ts), one waiting at a time.
  overdueInvoices: {
    name: "overdue-invoices",
    policy: "stately",
    retryLimit: 0,
    expireInSeconds: 300,
  },
  // A parts import: one job for the whole file, which picks up where it stopped when its worker
  // died (lib/jobs/handlers.ts); a file of 100,000 lines takes a minute or two.
  partsImport: {
    name: "parts-import",
    retryLimit: 3,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
  },
} as const;

export type JobQueueName = keyof typeof JOB_QUEUES;

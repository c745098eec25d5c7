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
} as const;

export type JobQueueName = keyof typeof JOB_QUEUES;

import "server-only";
import type { Tx } from "@/lib/db";
import type { Mail } from "@/lib/mail";
import { sendJob, type JobOptions } from "./send";

/** Queues a mail in the transaction of the change it reports: sent once that commits, never if not. */
export const queueMail = (tx: Tx, mail: Mail, { alongside }: Pick<JobOptions, "alongside"> = {}) =>
  sendJob(tx, "mail", mail, { alongside });

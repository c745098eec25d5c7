import "server-only";
import type { WithSubquery } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import type { Bindable } from "@/lib/db/bindable";
import type { Mail } from "@/lib/mail";
import { jobInsertCte, sendJob, type JobOptions } from "./send";

/** Queues a mail in the transaction of the change it reports: sent once that commits, never if not. */
export const queueMail = (tx: Tx, mail: Mail, { alongside }: Pick<JobOptions, "alongside"> = {}) =>
  sendJob(tx, "mail", mail, { alongside });

/** A mail queued by the statement of the change it reports, if `onlyWith` yields a row. */
export const mailJobCte = (mail: Bindable<Mail>, onlyWith: WithSubquery) =>
  jobInsertCte("mail", mail, onlyWith);

import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { config } from "@/lib/config";
import { logger } from "@/lib/log";
import { sendMail, type Mail } from "@/lib/mail";
import { mailDeliveries } from "@/models";

/**
 * Runs a job that sends a mail, once: a job whose delivery is on record is done already (it was
 * handed out again after its worker died). A failure throws, and pg-boss tries the job again
 * later (lib/jobs/queues.ts).
 */
export async function deliverOnce(
  db: Db,
  jobId: string,
  send: () => Promise<string>,
): Promise<void> {
  const [done] = await db
    .select({ jobId: mailDeliveries.jobId })
    .from(mailDeliveries)
    .where(eq(mailDeliveries.jobId, jobId));
  if (done) {
    logger.info({ jobId }, "Mail job already delivered; not sent again");
    return;
  }
  const what = await send();
  await db.insert(mailDeliveries).values({ jobId }).onConflictDoNothing();
  logger.info({ jobId, what }, "Mail job delivered");
}

/**
 * A queued mail, as its change wrote it, under a Message-ID made from its job: should the job
 * run again after the mail went out (the database went away before the delivery was recorded),
 * the copy is the same message, which mail systems drop.
 */
export const deliverMailJob = (db: Db, job: { id: string; data: Mail }) =>
  deliverOnce(db, job.id, async () => {
    await sendMail({ ...job.data, messageId: `<${job.id}@${new URL(config().siteUrl).host}>` });
    return job.data.subject;
  });

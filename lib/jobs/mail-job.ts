import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { logger } from "@/lib/log";
import { sendMail, type Mail } from "@/lib/mail";
import { mailDeliveries } from "@/models";

/**
 * Delivers one queued mail, once: a job whose delivery is on record is done already. A failure
 * throws, and pg-boss tries the job again later (lib/jobs/queues.ts).
 */
export async function deliverMailJob(db: Db, job: { id: string; data: Mail }): Promise<void> {
  const [done] = await db
    .select({ jobId: mailDeliveries.jobId })
    .from(mailDeliveries)
    .where(eq(mailDeliveries.jobId, job.id));
  if (done) {
    logger.info({ jobId: job.id }, "Mail job already delivered; not sent again");
    return;
  }
  const delivery = await sendMail(job.data);
  await db.insert(mailDeliveries).values({ jobId: job.id }).onConflictDoNothing();
  logger.info(
    { jobId: job.id, subject: job.data.subject, via: delivery.via },
    "Mail job delivered",
  );
}

import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The mail jobs already delivered, by job id: a job tried again after its mail went out (the
 * worker died before marking it done) finds its row and sends nothing twice.
 */
export const mailDeliveries = pgTable("mail_deliveries", {
  jobId: text("job_id").primaryKey(),
  deliveredAt: timestamp("delivered_at", { withTimezone: true }).notNull().defaultNow(),
});

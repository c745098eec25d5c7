import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "./columns";
import { users } from "./users";

/**
 * A fitment import's report, kept for a while so the screen can page through its lines: in the
 * database, not in one instance's memory, as any instance behind the balancer may be asked.
 */
export const fitmentImportReports = pgTable(
  "fitment_import_reports",
  {
    id: idColumn(),
    /** The admin who ran the import: the only one who may read it back. */
    ownerUid: text("owner_uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    applied: boolean("applied").notNull(),
    summary: jsonb("summary")
      .$type<Record<"added" | "changed" | "unchanged" | "refused", number>>()
      .notNull(),
    lineCount: integer("line_count").notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    index("fitment_import_reports_expires_at_idx").on(table.expiresAt),
    index("fitment_import_reports_owner_created_at_idx").on(table.ownerUid, table.createdAt),
  ],
);

/** One line of a kept report, numbered by its place in the report (`seq`, from 1). */
export const fitmentImportReportLines = pgTable(
  "fitment_import_report_lines",
  {
    reportId: text("report_id")
      .notNull()
      .references(() => fitmentImportReports.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    /** The line's number in the file (the header is line 1). */
    line: integer("line").notNull(),
    status: text("status").notNull(),
    partNumber: text("part_number").notNull(),
    message: text("message").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.reportId, table.seq] }),
    // A page of one status (the refused lines) without reading the others.
    index("fitment_import_report_lines_status_idx").on(table.reportId, table.status, table.seq),
    check(
      "fitment_import_report_lines_status",
      sql`${table.status} IN ('add', 'change', 'unchanged', 'refused')`,
    ),
  ],
);

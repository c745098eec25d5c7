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
import { bytea, createdAtColumn, idColumn } from "./columns";
import { users } from "./users";

/** What a line of an import does (or would do, in a dry run). */
export type PartImportAction = "add" | "change" | "unchanged" | "refused";
export type PartImportSummary = Record<PartImportAction, number>;

/**
 * A parts import (CSV or PIES): its state lives here, not in one instance's memory, so the
 * job runs on any instance, survives a restart, and the admin's screen can be left and reopened.
 */
export const partImports = pgTable(
  "part_imports",
  {
    id: idColumn(),
    /** The admin who started it: the only one who reads it back. */
    ownerUid: text("owner_uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    format: text("format").notNull(),
    dryRun: boolean("dry_run").notNull(),
    state: text("state").notNull().default("queued"),
    /** `check` reads and judges every line; `apply` writes the accepted ones. */
    phase: text("phase").notNull().default("check"),
    /** The last line the apply has written: a restarted apply goes on after it. */
    appliedThrough: integer("applied_through").notNull().default(0),
    /** The current phase's lines done and to do (an estimate while the file is being read). */
    processed: integer("processed").notNull().default(0),
    total: integer("total").notNull().default(0),
    summary: jsonb("summary")
      .$type<PartImportSummary>()
      .notNull()
      .default({ add: 0, change: 0, unchanged: 0, refused: 0 }),
    /** Elements of a PIES file the import does not read, by name, with how often they came. */
    ignored: jsonb("ignored").$type<Record<string, number>>().notNull().default({}),
    /** A PIES file's version and the PriceType its prices were read from. */
    pies: jsonb("pies").$type<{ version: string | null; priceType: string }>(),
    /** Why a failed import failed (a file that is not CSV, a header without partNumber). */
    error: text("error"),
    fileBytes: integer("file_bytes").notNull(),
    createdAt: createdAtColumn(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("part_imports_owner_created_at_idx").on(table.ownerUid, table.createdAt),
    check("part_imports_state", sql`${table.state} IN ('queued', 'running', 'done', 'failed')`),
    check("part_imports_phase", sql`${table.phase} IN ('check', 'apply')`),
    check("part_imports_format", sql`${table.format} IN ('csv', 'pies')`),
  ],
);

/** The uploaded file, in pieces of a megabyte, until its import is done. */
export const partImportChunks = pgTable(
  "part_import_chunks",
  {
    importId: text("import_id")
      .notNull()
      .references(() => partImports.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.importId, table.seq] })],
);

/** One line of an import, numbered as in the file (the CSV header is line 1). */
export const partImportLines = pgTable(
  "part_import_lines",
  {
    importId: text("import_id")
      .notNull()
      .references(() => partImports.id, { onDelete: "cascade" }),
    line: integer("line").notNull(),
    partNumber: text("part_number").notNull(),
    action: text("action").$type<PartImportAction>().notNull(),
    /** The fields the line changes (a new part: every field it sets). */
    changes: text("changes").array().notNull(),
    message: text("message").notNull(),
    /** What the apply writes: the part's id (a change) and the new values; null if nothing. */
    write: jsonb("write").$type<Record<string, unknown>>(),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.line] }),
    index("part_import_lines_action_idx").on(table.importId, table.action, table.line),
    check(
      "part_import_lines_action",
      sql`${table.action} IN ('add', 'change', 'unchanged', 'refused')`,
    ),
  ],
);

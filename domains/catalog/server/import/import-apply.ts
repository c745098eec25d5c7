import "server-only";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { partImportLines as lines, partImports } from "@/models";
import { numberColumns } from "@/domains/catalog/part-number";
import { partImportMessages as messages } from "@/domains/catalog/import/import-texts";
import { FEED_STOCK_SETTER } from "../stock";

/**
 * How each changeable field is read from a line's `set` (JSON) into its column. The stock is
 * the stock module's (a feed's value is what is on the shelf now; held orders keep theirs).
 */
const COLUMN_SETTERS: Record<string, [column: string, value: string]> = {
  availableQty: FEED_STOCK_SETTER,
  productName: ["product_name", `s.set->>'productName'`],
  productDescription: ["product_description", `s.set->>'productDescription'`],
  brand: ["brand", `s.set->>'brand'`],
  category: ["category", `s.set->>'category'`],
  priceCents: ["price_cents", `(s.set->>'priceCents')::integer`],
  minOrderQty: ["order_qty", `(s.set->>'minOrderQty')::integer`],
  orderMultiple: ["order_multiple", `(s.set->>'orderMultiple')::integer`],
  lowStockQty: ["low_stock_qty", `(s.set->>'lowStockQty')::integer`],
  coreChargeCents: ["core_charge_cents", `(s.set->>'coreChargeCents')::integer`],
  gtin: ["gtin", `s.set->>'gtin'`],
  image: ["image", `s.set->>'image'`],
  priceTiers: ["price_tiers", `s.set->'priceTiers'`],
  specs: ["specs", `s.set->'specs'`],
  oemNumbers: ["oem_numbers", `ARRAY(SELECT jsonb_array_elements_text(s.set->'oemNumbers'))`],
  numberKeys: ["number_keys", `ARRAY(SELECT jsonb_array_elements_text(s.set->'numberKeys'))`],
  supersedes: ["supersedes", `ARRAY(SELECT jsonb_array_elements_text(s.set->'supersedes'))`],
  supersedesKeys: [
    "supersedes_keys",
    `ARRAY(SELECT jsonb_array_elements_text(s.set->'supersedesKeys'))`,
  ],
  // A part retired again keeps the day it was first retired.
  retired: [
    "retired_at",
    `CASE WHEN (s.set->>'retired')::boolean THEN coalesce(p.retired_at, now()) END`,
  ],
  weight: ["weight", `(s.set->>'weight')::double precision`],
  // A JSON null clears the column (it is not stored as the JSON value null).
  dimensions: ["dimensions", `nullif(s.set->'dimensions', 'null'::jsonb)`],
};

type Change = { id: string; set: Record<string, unknown> };
type Addition = { partNumber: string } & Record<string, unknown>;

/**
 * The stock and catalog fields of many parts in one statement (each row is rewritten once, with
 * its indexes); each line sets only its own fields (the others keep their value). Only the
 * columns some line sets are named, so a price list does not touch the words a search reads.
 * Answers the ids found.
 */
async function setFields(tx: Tx, changes: Change[]): Promise<Set<string>> {
  const named = Object.keys(COLUMN_SETTERS).filter((field) =>
    changes.some((change) => field in change.set),
  );
  if (named.length === 0) return new Set(changes.map((change) => change.id));
  const assignments = named.map((field) => {
    const [column, value] = COLUMN_SETTERS[field]!;
    return `${column} = CASE WHEN s.set ? '${field}' THEN ${value} ELSE p.${column} END`;
  });
  const updated = await tx.execute(
    sql`UPDATE parts p SET ${sql.raw(assignments.join(", "))}
        FROM jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) AS s(id text, set jsonb)
        WHERE p.id = s.id RETURNING p.id`,
  );
  return new Set(rowsOf<{ id: string }>(updated).map((row) => row.id));
}

/**
 * A new part's columns, each read from the JSON key of the same name as the given type. The
 * batch goes as one JSON parameter (jsonb_to_recordset) rather than ~20 bind parameters a row:
 * the statement stays small, whatever the batch's size.
 */
const NEW_PART_COLUMNS: Record<string, [column: string, type: string]> = {
  id: ["id", "text"],
  partNumber: ["part_number", "text"],
  partNumberKey: ["part_number_key", "text"],
  numberKeys: ["number_keys", "text[]"],
  productName: ["product_name", "text"],
  productDescription: ["product_description", "text"],
  brand: ["brand", "text"],
  category: ["category", "text"],
  priceCents: ["price_cents", "integer"],
  availableQty: ["available_qty", "integer"],
  minOrderQty: ["order_qty", "integer"],
  orderMultiple: ["order_multiple", "integer"],
  lowStockQty: ["low_stock_qty", "integer"],
  coreChargeCents: ["core_charge_cents", "integer"],
  gtin: ["gtin", "text"],
  image: ["image", "text"],
  priceTiers: ["price_tiers", "jsonb"],
  oemNumbers: ["oem_numbers", "text[]"],
  specs: ["specs", "jsonb"],
  supersedes: ["supersedes", "text[]"],
  supersedesKeys: ["supersedes_keys", "text[]"],
  retiredAt: ["retired_at", "timestamptz"],
  weight: ["weight", "double precision"],
  // A JSON null is SQL's NULL here (jsonb_to_recordset), so an unknown package stays unknown.
  dimensions: ["dimensions", "jsonb"],
  creatorUid: ["creator_uid", "text"],
  creatorName: ["creator_name", "text"],
};

const NEW_PART_INSERT = (() => {
  const keys = Object.keys(NEW_PART_COLUMNS);
  const columns = keys.map((key) => NEW_PART_COLUMNS[key]![0]).join(", ");
  const record = keys.map((key) => `"${key}" ${NEW_PART_COLUMNS[key]![1]}`).join(", ");
  const values = keys.map((key) => `"${key}"`).join(", ");
  return { columns, record, values };
})();

/** Adds the new parts; a number added meanwhile is skipped. Answers the ids by part number. */
async function insertParts(tx: Tx, additions: Addition[], creator: { uid: string; name: string }) {
  if (additions.length === 0) return new Map<string, string>();
  const rows = additions.map((add) => ({
    ...add,
    id: crypto.randomUUID(),
    supersedes: add.supersedes ?? [],
    retiredAt: add.retired === true ? new Date().toISOString() : null,
    creatorUid: creator.uid,
    creatorName: creator.name,
    ...numberColumns(add.partNumber, add.oemNumbers as string[]),
  }));
  const { columns, record, values } = NEW_PART_INSERT;
  const inserted = await tx.execute(
    sql`INSERT INTO parts (${sql.raw(columns)})
        SELECT ${sql.raw(values)} FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS r(${sql.raw(record)})
        ON CONFLICT (part_number_key) DO NOTHING RETURNING id, part_number`,
  );
  return new Map(
    rowsOf<{ id: string; part_number: string }>(inserted).map((row) => [row.part_number, row.id]),
  );
}

/**
 * What one batch of the apply did: lines written, parts touched, and whether the catalog's
 * lists change (a part added, or more than its stock changed).
 */
export interface AppliedBatch {
  lines: number;
  touched: string[];
  refiled: boolean;
}

/**
 * Writes the next batch of an import's accepted lines, those after the import's mark of the
 * last line written, in one transaction that moves the mark: a restarted apply goes on after
 * them and writes no line twice. The import's row is locked first, so a second worker waits and
 * then takes the lines after. A line whose part was added or deleted meanwhile is refused.
 */
export async function applyNextBatch(
  db: Db,
  importId: string,
  creator: { uid: string; name: string },
  size: number,
): Promise<AppliedBatch> {
  return db.transaction(async (tx) => {
    const [mark] = await tx
      .select({ appliedThrough: partImports.appliedThrough })
      .from(partImports)
      .where(eq(partImports.id, importId))
      .for("update");
    const afterLine = mark?.appliedThrough ?? 0;
    const batch = await tx
      .select({ line: lines.line, action: lines.action, write: lines.write })
      .from(lines)
      .where(
        and(
          eq(lines.importId, importId),
          gt(lines.line, afterLine),
          inArray(lines.action, ["add", "change"]),
        ),
      )
      .orderBy(asc(lines.line))
      .limit(size);
    if (batch.length === 0) return { lines: 0, touched: [], refiled: false };
    const additions = batch.filter((line) => line.action === "add");
    const changes = batch.filter((line) => line.action === "change");
    const added = await insertParts(
      tx,
      additions.map((line) => line.write as Addition),
      creator,
    );
    const changeWrites = changes.map((line) => line.write as Change);
    const found = await setFields(tx, changeWrites);
    const lost = [
      ...additions
        .filter((line) => !added.has((line.write as Addition).partNumber))
        .map((line) => [line.line, messages.addedMeanwhile] as const),
      ...changes
        .filter((line) => !found.has((line.write as Change).id))
        .map((line) => [line.line, messages.deletedMeanwhile] as const),
    ];
    for (const [line, message] of lost)
      await tx
        .update(lines)
        .set({ action: "refused", changes: [], message, write: null })
        .where(and(eq(lines.importId, importId), eq(lines.line, line)));
    await tx
      .update(partImports)
      .set({
        appliedThrough: batch.at(-1)!.line,
        processed: sql`${partImports.processed} + ${batch.length}`,
      })
      .where(eq(partImports.id, importId));
    return {
      lines: batch.length,
      touched: [...added.values(), ...changeWrites.map((change) => change.id)],
      refiled:
        added.size > 0 ||
        changeWrites.some((change) =>
          Object.keys(change.set).some((key) => key !== "availableQty"),
        ),
    };
  });
}

import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { partNumberKey } from "@/lib/text";
import type { PriceListIssue } from "@/domains/companies/company-prices";
import { priceListMessages as m } from "@/domains/companies/company-price-texts";
import { companyPrices, parts } from "@/models";
import { manageableCompany } from "./company-access";
import { priceListCsv, readPriceList, type PriceListLine } from "./price-list-csv";

/** Rows written by one INSERT: three parameters each, well within PostgreSQL's 65,535. */
const INSERT_BATCH = 5_000;

/**
 * Each line's part by its own number (any spelling of it), and the lines whose number no part
 * has, or which name a part an earlier line priced already.
 */
async function pricedParts(tx: Tx, lines: PriceListLine[]) {
  const keys = [...new Set(lines.map((line) => partNumberKey(line.partNumber)))];
  const found = new Map<string, string>();
  for (let start = 0; start < keys.length; start += INSERT_BATCH) {
    const rows = await tx
      .select({ id: parts.id, key: parts.partNumberKey })
      .from(parts)
      .where(inArray(parts.partNumberKey, keys.slice(start, start + INSERT_BATCH)));
    for (const row of rows) found.set(row.key, row.id);
  }
  const issues: PriceListIssue[] = [];
  const firstLine = new Map<string, number>();
  const priced: { partId: string; priceCents: number }[] = [];
  for (const line of lines) {
    const partId = found.get(partNumberKey(line.partNumber));
    const earlier = partId === undefined ? undefined : firstLine.get(partId);
    if (partId === undefined)
      issues.push({ ...pick(line), message: m.unknownPart(line.partNumber) });
    else if (earlier !== undefined)
      issues.push({ ...pick(line), message: m.repeated(line.partNumber, earlier) });
    else {
      firstLine.set(partId, line.line);
      priced.push({ partId, priceCents: line.priceCents });
    }
  }
  return { priced, issues };
}

const pick = ({ line, partNumber }: PriceListLine) => ({ line, partNumber });

/**
 * `PUT /api/companies/{id}/prices`: the company's price list replaced by the file's, in one
 * transaction, or (any wrong line, any unknown part) a 400 naming every such line and nothing
 * written. Shop admins only: the company's own admins hear 403, its buyers too, anyone else 404.
 */
export async function replacePriceList(
  actor: Actor | null,
  companyId: string,
  csv: string,
): Promise<{ insertedCount: number; deletedCount: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await manageableCompany(tx, actor, companyId);
    if (actor?.role !== "admin") throw new AppError(403, m.onlyShopAdmins);
    const read = readPriceList(csv);
    const { priced, issues } = await pricedParts(tx, read.lines);
    const refused = [...read.issues, ...issues].sort((a, b) => a.line - b.line);
    if (refused.length > 0) throw new AppError(400, m.linesRefused(refused.length), refused);
    const deleted = await tx
      .delete(companyPrices)
      .where(eq(companyPrices.companyId, companyId))
      .returning({ partId: companyPrices.partId });
    for (let start = 0; start < priced.length; start += INSERT_BATCH)
      await tx
        .insert(companyPrices)
        .values(priced.slice(start, start + INSERT_BATCH).map((row) => ({ companyId, ...row })));
    return { insertedCount: priced.length, deletedCount: deleted.length };
  });
}

/**
 * `GET /api/companies/{id}/prices`: the company's price list as CSV, by part number. For shop
 * admins and the company's own admins (its buyers hear 403, anyone else 404).
 */
export async function priceList(actor: Actor | null, companyId: string): Promise<string> {
  const db = await getDb();
  const rows = await db.transaction(async (tx) => {
    await manageableCompany(tx, actor, companyId);
    return tx
      .select({ partNumber: parts.partNumber, priceCents: companyPrices.priceCents })
      .from(companyPrices)
      .innerJoin(parts, eq(parts.id, companyPrices.partId))
      .where(eq(companyPrices.companyId, companyId))
      .orderBy(asc(parts.partNumberKey));
  });
  return priceListCsv(rows);
}

// The parts import's calls as the import screen makes them, the job run as a worker would, and
// parts of the tests' own (numbers no demo part has).
import { GET as getStatus } from "@/app/api/parts/import/[importId]/route";
import { GET as getLines } from "@/app/api/parts/import/[importId]/lines/route";
import { GET as getReport } from "@/app/api/parts/import/[importId]/report.csv/route";
import { POST as postImport } from "@/app/api/parts/import/route";
import type { PartImportJson, PartImportLineJson } from "@/domains/catalog";
import { partNumberKey } from "@/lib/text";
import { gtinCheckDigit } from "@/domains/catalog/gtin";
import { getDb } from "@/lib/db";
import { eq } from "drizzle-orm";
import { parts } from "@/models";
import { callRoute } from "../../helpers/call-route";
import { runQueuedJobs } from "../../helpers/jobs";
import { headersOf } from "../../helpers/tokens";

type Caller = { uid: string } | null;

/** POST /api/parts/import[?dryRun=1] with the file as the body; the job is not run yet. */
export async function postFile(
  caller: Caller,
  file: string,
  {
    dryRun = false,
    contentType = "text/csv",
    headers = {},
  }: { dryRun?: boolean; contentType?: string; headers?: Record<string, string> } = {},
) {
  return callRoute(postImport, `/api/parts/import${dryRun ? "?dryRun=1" : ""}`, {
    method: "POST",
    headers: { ...(await headersOf(caller)), "content-type": contentType, ...headers },
    body: file,
  });
}

export async function importStatus(caller: Caller, importId: string) {
  const answer = await callRoute(getStatus, `/api/parts/import/${importId}`, {
    headers: await headersOf(caller),
    params: { importId },
  });
  return { ...answer, run: answer.body as PartImportJson };
}

/** Posts the file, runs the queued job, and answers the import's state and every line. */
export async function importFile(
  caller: Caller,
  file: string,
  options: { dryRun?: boolean; contentType?: string } = {},
) {
  const posted = await postFile(caller, file, options);
  if (posted.status !== 202) throw new Error(`Import refused: ${JSON.stringify(posted.body)}`);
  const { importId } = posted.body as { importId: string };
  await runQueuedJobs();
  const { run } = await importStatus(caller, importId);
  const { lines } = await importLines(caller, importId, "limit=100");
  return { importId, run, lines };
}

export async function importLines(caller: Caller, importId: string, query = "") {
  const answer = await callRoute(
    getLines,
    `/api/parts/import/${importId}/lines${query ? `?${query}` : ""}`,
    { headers: await headersOf(caller), params: { importId } },
  );
  return { ...answer, lines: answer.body as PartImportLineJson[] };
}

export async function importReport(caller: Caller, importId: string) {
  return callRoute(getReport, `/api/parts/import/${importId}/report.csv`, {
    headers: await headersOf(caller),
    params: { importId },
  });
}

let numbered = 0;
/** A part number of this test run's own, so files never meet another test's parts. */
export const newNumber = (prefix = "IMP") => {
  numbered += 1;
  return `${prefix}-${process.pid}-${numbered}`;
};

let gtinsMade = 0;
/** A valid GTIN-12 of this test run's own (the GTIN index is unique across parts). */
export const newGtin = () => {
  gtinsMade += 1;
  const body = `2${String(process.pid % 10_000_000).padStart(7, "0")}${String(gtinsMade).padStart(3, "0")}`;
  return `${body}${gtinCheckDigit(body)}`;
};

export async function partByNumber(partNumber: string) {
  const [row] = await (
    await getDb()
  )
    .select()
    .from(parts)
    .where(eq(parts.partNumberKey, partNumberKey(partNumber)));
  return row;
}

/** A CSV file from its header and lines (cells with commas or quotes are quoted by the caller). */
export const csv = (header: string, ...lines: string[]) => [header, ...lines].join("\n");

/** The columns a new part needs, then the cells of a valid new part numbered `partNumber`. */
export const NEW_PART_HEADER =
  "partNumber,productName,productDescription,price,availableQty,orderQty,image";
export const newPartLine = (partNumber: string, price = "12.50") =>
  `${partNumber},Brake pad set ${partNumber},Ceramic pads for the front axle.,${price},100,4,/images/parts/pads.svg`;

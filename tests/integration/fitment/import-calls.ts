// The admin fitment CSV calls as the import screen makes them, and the vehicles and parts the
// import tests share (a make no demo vehicle has). A caller of null is a guest.
import { and, eq } from "drizzle-orm";
import { GET as getExport } from "@/app/api/fitment/export/route";
import { GET as getReportLines } from "@/app/api/fitment/import/[reportId]/lines/route";
import { POST as postImport } from "@/app/api/fitment/import/route";
import { getDb } from "@/lib/db";
import type { FitmentImportLine, FitmentImportReport } from "@/domains/fitment/fitment-report";
import { fitments, vehicles } from "@/models";
import { callRoute } from "../../helpers/call-route";
import { inRequestScope } from "../../helpers/request-scope";
import { createVehicle } from "../../helpers/vehicles";
import { headersOf } from "../../helpers/tokens";

type Caller = { uid: string } | null;

export const HEADER =
  "partNumber,yearFrom,yearTo,make,model,submodel,engine,position,quantity,note,universal";

/** POST /api/fitment/import[?dryRun=1] with the CSV text as the body. */
export async function importCsv(
  caller: Caller,
  csv: string,
  { dryRun = true, contentType = "text/csv" } = {},
) {
  const answer = await callRoute(postImport, `/api/fitment/import${dryRun ? "?dryRun=1" : ""}`, {
    method: "POST",
    headers: { ...(await headersOf(caller)), "content-type": contentType },
    body: csv,
  });
  return { ...answer, report: answer.body as FitmentImportReport };
}

/** GET /api/fitment/import/{reportId}/lines?{query}: a page of a kept report. */
export async function reportLines(caller: Caller, reportId: string, query = "") {
  const answer = await callRoute(
    getReportLines,
    `/api/fitment/import/${encodeURIComponent(reportId)}/lines${query ? `?${query}` : ""}`,
    { headers: await headersOf(caller), params: { reportId } },
  );
  return { ...answer, lines: answer.body as FitmentImportLine[] };
}

/** GET /api/fitment/export: the status, the headers and the CSV text. */
export async function exportCsv(caller: Caller) {
  const request = new Request("http://localhost/api/fitment/export", {
    headers: await headersOf(caller),
  });
  const { response } = await inRequestScope(request, () => getExport(request));
  return { status: response.status, headers: response.headers, text: await response.text() };
}

export const MAKE = "Testmake Importer";

/**
 * Alpha 2015–2019 (base, XLT and the 2.0L engine from 2016 only) and Beta 2018, so a line can
 * miss a configuration in one year of its range.
 */
export async function createImportVehicles() {
  for (let year = 2015; year <= 2019; year++) {
    await createVehicle({ year, make: MAKE, model: "Alpha" });
    await createVehicle({ year, make: MAKE, model: "Alpha", submodel: "XLT" });
    if (year >= 2016) await createVehicle({ year, make: MAKE, model: "Alpha", engine: "2.0L" });
  }
  await createVehicle({ year: 2018, make: MAKE, model: "Beta" });
}

/** A part's fitment rows as (year submodel engine | position | quantity | note), sorted. */
export async function rowsOf(partId: string): Promise<string[]> {
  const rows = await (
    await getDb()
  )
    .select({ vehicle: vehicles, fitment: fitments })
    .from(fitments)
    .innerJoin(vehicles, eq(vehicles.id, fitments.vehicleId))
    .where(and(eq(fitments.partId, partId)));
  return rows
    .map(({ vehicle, fitment }) =>
      [
        [vehicle.year, vehicle.model, vehicle.submodel, vehicle.engine].filter(Boolean).join(" "),
        fitment.position,
        fitment.quantity ?? "",
        fitment.note,
      ].join("|"),
    )
    .sort();
}

/** The report's lines as [line, status, message], to compare at a glance. */
export const statusesOf = (report: FitmentImportReport) =>
  report.lines.map(({ line, status, message }) => [line, status, message]);

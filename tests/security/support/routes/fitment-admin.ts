// Rows of the route table (see ../route-table.ts): the admins' fitment CSV import and export.
import { fitmentCsvMessages } from "@/domains/fitment/fitment-csv";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { keepReport } from "@/domains/fitment/server/import-reports";
import { fitments } from "@/models";
import { createPart } from "../../../helpers/orders";
import { createVehicle } from "../../../helpers/vehicles";
import type { World } from "../fixtures";
import { adminOnly, type RouteRow } from "../route-row";

const HEADER = "partNumber,yearFrom,yearTo,make,model,universal";
let made = 0;

/** A part and a vehicle of the call's own, and a file fitting the one to the other. */
async function fileForNewPart() {
  made += 1;
  const make = `Testmake Matrix ${made}`;
  await createVehicle({ year: 1999, make, model: "Row" });
  const part = await createPart();
  return { part, csv: `${HEADER}\n${part.partNumber},1999,1999,${make},Row,\n` };
}

const fitmentCount = async (partId: string) =>
  (await (await getDb()).select().from(fitments).where(eq(fitments.partId, partId))).length;

const csvHeaders = { "content-type": "text/csv" };

/** A kept report of one refused line, the admin caller's. */
export async function adminReport(w: World) {
  const line = { line: 2, status: "refused" as const, partNumber: "NOPE", message: "Unknown." };
  const summary = { added: 0, changed: 0, unchanged: 0, refused: 1 };
  const db = await getDb();
  const kept = await db.transaction((tx) =>
    keepReport(tx, w.callers.admin.uid, { applied: false, summary, lines: [line] }),
  );
  return { id: kept.id, line };
}

export function fitmentAdminRows(w: World): Record<string, RouteRow> {
  return {
    "GET /api/fitment/import/[reportId]/lines": {
      statuses: adminOnly(200),
      request: async () => {
        const { id, line } = await adminReport(w);
        return {
          url: `/api/fitment/import/${id}/lines?status=refused`,
          ok: (body) => expect(body).toEqual([line]),
        };
      },
    },
    "POST /api/fitment/import": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => {
        const { part, csv } = await fileForNewPart();
        return {
          url: "/api/fitment/import",
          headers: csvHeaders,
          body: csv,
          ok: async (body) => {
            expect(body).toMatchObject({
              applied: true,
              summary: { added: 1, changed: 0, unchanged: 0, refused: 0 },
              lines: [{ line: 2, status: "add", message: fitmentCsvMessages.adds(1) }],
            });
            expect(await fitmentCount(part.id)).toBe(1);
          },
        };
      },
      variants: {
        "a dry run": {
          statuses: adminOnly(200),
          request: async () => {
            const { csv } = await fileForNewPart();
            return {
              url: "/api/fitment/import?dryRun=1",
              headers: csvHeaders,
              body: csv,
              ok: (body) => expect(body).toMatchObject({ applied: false }),
            };
          },
        },
      },
    },
    "GET /api/fitment/export": {
      statuses: adminOnly(200),
      request: async () => ({
        url: "/api/fitment/export",
        ok: (body) => expect(String(body).split("\n")[0]).toContain("partNumber,yearFrom"),
      }),
    },
  };
}

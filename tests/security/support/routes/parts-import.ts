// Rows of the route table (see ../route-table.ts): the admins' parts import and its report.
import { getDb } from "@/lib/db";
import { partImportLines, partImports } from "@/models";
import type { World } from "../fixtures";
import { adminOnly, type RouteRow } from "../route-row";

const csvHeaders = { "content-type": "text/csv" };
let made = 0;

/** A dry run of one refused line, done, the admin caller's. */
export async function adminImport(w: World) {
  const line = {
    line: 2,
    partNumber: "NOPE-1",
    action: "refused" as const,
    changes: [],
    message: "Unknown.",
  };
  const db = await getDb();
  const [run] = await db
    .insert(partImports)
    .values({
      ownerUid: w.callers.admin.uid,
      format: "csv",
      dryRun: true,
      state: "done",
      processed: 1,
      total: 1,
      summary: { add: 0, change: 0, unchanged: 0, refused: 1 },
      fileBytes: 20,
    })
    .returning({ id: partImports.id });
  await db.insert(partImportLines).values({ importId: run!.id, ...line });
  return { id: run!.id, line };
}

export function partsImportRows(w: World): Record<string, RouteRow> {
  return {
    "POST /api/parts/import": {
      statuses: adminOnly(202),
      cookie: "admin",
      cookieStatus: 202,
      request: async () => {
        made += 1;
        return {
          url: "/api/parts/import?dryRun=1",
          headers: csvHeaders,
          body: `partNumber,price\nMATRIX-${process.pid}-${made},9.99\n`,
          ok: (body) => expect(body).toEqual({ importId: expect.any(String) }),
        };
      },
    },
    "GET /api/parts/import/[importId]": {
      statuses: adminOnly(200),
      request: async () => {
        const { id } = await adminImport(w);
        return {
          url: `/api/parts/import/${id}`,
          ok: (body) => expect(body).toMatchObject({ importId: id, state: "done", dryRun: true }),
        };
      },
    },
    "GET /api/parts/import/[importId]/lines": {
      statuses: adminOnly(200),
      request: async () => {
        const { id, line } = await adminImport(w);
        return {
          url: `/api/parts/import/${id}/lines?status=refused`,
          ok: (body) => expect(body).toEqual([line]),
        };
      },
    },
    "GET /api/parts/import/[importId]/report.csv": {
      statuses: adminOnly(200),
      request: async () => {
        const { id } = await adminImport(w);
        return {
          url: `/api/parts/import/${id}/report.csv`,
          ok: (body) => expect(String(body)).toContain("2,NOPE-1,refused,,Unknown."),
        };
      },
    },
  };
}

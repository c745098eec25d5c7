import Link from "next/link";
import type { PartImportJson } from "@/domains/catalog";
import { overviewTexts as t } from "@/domains/admin";
import { OverviewTable } from "./overview-table";

const started = (iso: string) => iso.slice(0, 16).replace("T", " ");

/** The admin's own latest parts imports, each a link back to its screen. */
export function RecentImports({ imports }: { imports: PartImportJson[] }) {
  return (
    <OverviewTable
      id="recent-imports"
      title={t.imports}
      note={t.importsNote}
      empty={t.noImports}
      columns={t.importsColumns}
      rows={imports.map((run) => ({
        key: run.importId,
        cells: [
          <Link
            key="started"
            className="link"
            href={`/dashboard/manageProducts/import?import=${run.importId}`}
          >
            <time dateTime={run.createdAt}>{started(run.createdAt)}</time>
          </Link>,
          t.importFile(run.format, run.dryRun),
          t.importState[run.state],
          t.importLines(run.summary),
        ],
      }))}
    />
  );
}

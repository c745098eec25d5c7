"use client";

import { useState } from "react";
import { ServerTable } from "@/components/ui/server-table/server-table";
import { TableSelect } from "@/components/ui/server-table/table-select";
import { TableToolbar } from "@/components/ui/server-table/table-toolbar";
import { useTablePage } from "@/components/ui/server-table/use-table-page";
import { useTableQuery } from "@/components/ui/server-table/use-table-query";
import { toast } from "@/components/ui/toast";
import {
  decideTaxExemption,
  TAX_EXEMPTIONS_TABLE_PATH,
  type TaxExemptionsTableRow,
} from "@/domains/tax/client";
import { taxScreenTexts as t } from "@/domains/tax";
import { TABLE_PAGE_SIZE } from "@/lib/tables/table-query";
import { tableTexts } from "@/lib/tables/table-texts";
import { TAX_EXEMPTION_STATUSES } from "@/models/tax-values";
import { EXEMPTION_COLUMNS, ExemptionRow } from "./exemption-row";
import { RejectDialog } from "./reject-dialog";

const FILTERS = ["status"] as const;
// Newest first: the certificates waiting for a check are on the first page.
const DEFAULTS = { limit: TABLE_PAGE_SIZE, sort: "createdAt", order: "desc" } as const;
const statusOptions = [
  { value: "", label: tableTexts.allOption },
  ...TAX_EXEMPTION_STATUSES.map((status) => ({ value: status, label: t.statusLabel[status] })),
];

/** The shop admins' review of exemption certificates: searched, filtered and sorted on the server. */
export function ExemptionsTable() {
  const table = useTableQuery(FILTERS, DEFAULTS);
  const result = useTablePage<TaxExemptionsTableRow>(
    TAX_EXEMPTIONS_TABLE_PATH,
    table.query.apiQuery,
  );
  const [rejecting, setRejecting] = useState<TaxExemptionsTableRow | null>(null);
  const [verifying, setVerifying] = useState<string | null>(null);

  const verify = async (exemption: TaxExemptionsTableRow) => {
    setVerifying(exemption._id);
    try {
      await decideTaxExemption(exemption._id, { status: "verified" });
      toast.success(t.verifiedToast(exemption.certificateNumber));
    } catch (failure) {
      toast.error((failure as Error).message);
    }
    await result.mutate();
    setVerifying(null);
  };

  return (
    <>
      <TableToolbar
        query={table.query}
        update={table.update}
        searchPlaceholder={t.searchPlaceholder}
      >
        <TableSelect
          label={t.status}
          value={table.query.filters.status ?? ""}
          options={statusOptions}
          onChange={(status) => table.update({ status })}
        />
      </TableToolbar>
      <ServerTable
        table={table}
        result={result}
        caption={t.reviewCaption}
        columns={EXEMPTION_COLUMNS}
        emptyMessage={t.noExemptions}
        defaultSort="createdAt"
        renderRow={(exemption, number) => (
          <ExemptionRow
            key={exemption._id}
            exemption={exemption}
            number={number}
            busy={verifying === exemption._id}
            onVerify={(row) => void verify(row)}
            onReject={setRejecting}
          />
        )}
      />
      {rejecting ? (
        <RejectDialog
          exemption={rejecting}
          onClose={() => setRejecting(null)}
          onDecided={() => result.mutate()}
        />
      ) : null}
    </>
  );
}

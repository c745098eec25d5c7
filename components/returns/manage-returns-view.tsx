"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ServerTable } from "@/components/ui/server-table/server-table";
import { useTablePage } from "@/components/ui/server-table/use-table-page";
import { useTableQuery } from "@/components/ui/server-table/use-table-query";
import { toast } from "@/components/ui/toast";
import { returnScreenTexts, returnStatusLabels } from "@/domains/returns";
import { moveReturn, RETURNS_PATH, type ReturnsTableRow } from "@/domains/returns/client";
import { TABLE_PAGE_SIZE } from "@/lib/tables/table-query";
import { ManageReturnsToolbar } from "./manage-returns-toolbar";
import { RejectReturnDialog } from "./reject-return-dialog";
import { ReturnAdminRow, returnColumns, type ReturnMove } from "./return-admin-row";
import { ReturnDetailDialog } from "./return-detail-dialog";

const t = returnScreenTexts.admin;
const FILTERS = ["status", "reason"] as const;
// The server lists the newest first; it takes no other sort.
const DEFAULTS = { limit: TABLE_PAGE_SIZE } as const;

/**
 * The shop admins' Returns table: search, filters, paging and CSV; per row its details and next
 * moves. Approve and Receive go at once; Refund is confirmed first, Reject asks the reason.
 */
export function ManageReturnsView() {
  const table = useTableQuery(FILTERS, DEFAULTS);
  const result = useTablePage<ReturnsTableRow>(RETURNS_PATH, table.query.apiQuery);
  const [busy, setBusy] = useState(false);
  const [refunding, setRefunding] = useState<ReturnsTableRow | null>(null);
  const [rejecting, setRejecting] = useState<ReturnsTableRow | null>(null);
  const [details, setDetails] = useState<string | null>(null);
  const { data } = result;

  const move = async (entry: ReturnsTableRow, status: "approved" | "received" | "refunded") => {
    setBusy(true);
    try {
      const moved = await moveReturn(entry._id, { status });
      toast.success(t.moved(moved.number, returnStatusLabels[moved.status]));
      await result.mutate();
    } catch (failure) {
      toast.error((failure as Error).message);
    } finally {
      setBusy(false);
      setRefunding(null);
    }
  };

  const onMove = (entry: ReturnsTableRow, next: ReturnMove) => {
    if (next === "refunded") setRefunding(entry);
    else if (next === "rejected") setRejecting(entry);
    else void move(entry, next);
  };

  return (
    <>
      <ManageReturnsToolbar
        query={table.query}
        update={table.update}
        total={data && !data.estimated ? data.total : undefined}
      />
      <ServerTable
        table={table}
        result={result}
        caption={t.caption}
        columns={returnColumns}
        emptyMessage={t.empty}
        renderRow={(entry) => (
          <ReturnAdminRow
            key={entry._id}
            entry={entry}
            busy={busy}
            onMove={onMove}
            onDetails={(row) => setDetails(row._id)}
          />
        )}
      />
      <ConfirmDialog
        open={refunding !== null}
        title={t.refundTitle(refunding?.number ?? "")}
        text={t.refundText(refunding?.refund ?? 0)}
        confirmLabel={t.actions.refunded}
        busy={busy}
        onConfirm={() => refunding && void move(refunding, "refunded")}
        onCancel={() => setRefunding(null)}
      />
      {rejecting ? (
        <RejectReturnDialog
          entry={rejecting}
          onClose={() => setRejecting(null)}
          onMoved={() => {
            toast.success(t.moved(rejecting.number, returnStatusLabels.rejected));
            setRejecting(null);
            void result.mutate();
          }}
        />
      ) : null}
      {details ? <ReturnDetailDialog id={details} onClose={() => setDetails(null)} /> : null}
    </>
  );
}

"use client";

import Link from "next/link";
import { useState } from "react";
import useSWR from "swr";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { toast } from "@/components/ui/toast";
import { listMessages as t, type ListJson } from "@/domains/lists";
import {
  createList,
  deleteList,
  LISTS_PATH,
  type ListsAnswer,
  renameList,
} from "@/domains/lists/client";
import { formatMoney } from "@/lib/money";
import { ListNameForm } from "./list-name-form";
import { ListTableHead } from "./list-table-head";

/** A call's failure as a toast; false so a form keeps what was typed. */
const failed = (error: unknown) => {
  toast.error((error as Error).message);
  return false;
};

/** Lists: the caller's lists (their company's, or their own), making, renaming and deleting. */
export function ListsView() {
  const { data, error, isLoading, mutate } = useSWR<ListsAnswer, Error>(LISTS_PATH);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ListJson | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async (name: string) => {
    try {
      const list = await createList(name);
      await mutate();
      toast.success(t.created(list.name));
      return true;
    } catch (caught) {
      return failed(caught);
    }
  };
  const rename = (list: ListJson) => async (name: string) => {
    try {
      const renamed = await renameList(list._id, name);
      await mutate();
      setRenaming(null);
      toast.success(t.renamed(renamed.name));
      return true;
    } catch (caught) {
      return failed(caught);
    }
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteList(deleting._id);
      await mutate();
      toast.success(t.removed(deleting.name));
      setDeleting(null);
    } catch (caught) {
      failed(caught);
    } finally {
      setBusy(false);
    }
  };

  if (error && !data) return <ErrorState message={error.message} onRetry={() => void mutate()} />;
  const shared = data?.some((list) => list.sharedWith === "company");
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="new-list-title"
        className="card border border-base-300 bg-base-100 p-4"
      >
        <h2 id="new-list-title" className="mb-3 text-lg font-bold">
          {t.create}
        </h2>
        <ListNameForm submitLabel={t.create} onSave={create} />
      </section>
      {data?.length === 0 ? (
        <EmptyState message={t.empty} />
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
          <table className="table" aria-busy={isLoading}>
            <caption className="p-3 text-left text-sm text-base-content/70">
              {shared ? t.sharedCaption : t.ownCaption}
            </caption>
            <ListTableHead columns={[t.nameLabel, t.linesHeading, t.totalHeading]} />
            <tbody>
              {!data ? <TableSkeleton columns={4} rows={3} /> : null}
              {data?.map((list) =>
                renaming === list._id ? (
                  <tr key={list._id}>
                    <td colSpan={4}>
                      <ListNameForm
                        initial={list.name}
                        submitLabel={t.save}
                        onSave={rename(list)}
                        onCancel={() => setRenaming(null)}
                      />
                    </td>
                  </tr>
                ) : (
                  <tr key={list._id} data-testid="list-row">
                    <td>
                      <Link
                        href={`/dashboard/lists/${list._id}`}
                        className="link font-semibold break-words"
                      >
                        {list.name}
                      </Link>
                    </td>
                    <td>{list.lineCount}</td>
                    <td>{formatMoney(list.total)}</td>
                    <td className="flex flex-wrap justify-end gap-2">
                      <button
                        type="button"
                        className="btn btn-sm"
                        aria-label={`${t.rename} ${list.name}`}
                        onClick={() => setRenaming(list._id)}
                      >
                        {t.rename}
                      </button>
                      <button
                        type="button"
                        className="btn btn-sm btn-error btn-outline"
                        aria-label={`${t.remove} ${list.name}`}
                        onClick={() => setDeleting(list)}
                      >
                        {t.remove}
                      </button>
                    </td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t.removeTitle}
        text={deleting ? t.removeText(deleting.name, deleting.lineCount) : ""}
        confirmLabel={t.remove}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

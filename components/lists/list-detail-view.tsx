"use client";

import Link from "next/link";
import { useState } from "react";
import useSWR from "swr";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { EmptyState } from "@/components/ui/empty-state";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { toast } from "@/components/ui/toast";
import type { PartJson } from "@/domains/catalog";
import { listMessages as t, type ListToCartJson } from "@/domains/lists";
import {
  type ListAnswer,
  listPath,
  listToCart,
  removeListLine,
  setListLine,
} from "@/domains/lists/client";
import { useCart } from "@/domains/ordering/client";
import { formatMoney } from "@/lib/money";
import { AddPartForm } from "./add-part-form";
import { ListLineRow } from "./list-line-row";
import { ListTableHead } from "./list-table-head";
import { ToCartResult } from "./to-cart-result";

/** One list: its lines (quantities to change, lines to remove), adding parts, Add all to cart. */
export function ListDetailView({ id }: { id: string }) {
  const { data: list, error, mutate } = useSWR<ListAnswer, Error>(listPath(id));
  const { mutate: reloadCart } = useCart({ load: false });
  const [result, setResult] = useState<ListToCartJson | null>(null);
  const [adding, setAdding] = useState(false);

  /** Runs a change, shows the list it answers; a refusal is a toast (and thrown on). */
  const change = async (call: () => Promise<ListAnswer>, done?: string) => {
    try {
      await mutate(await call(), { revalidate: false });
      if (done) toast.success(done);
    } catch (caught) {
      toast.error((caught as Error).message);
      throw caught;
    }
  };
  const add = (part: PartJson) =>
    change(() => setListLine(id, part._id, part.orderQty), t.lineSaved).catch(() => undefined);
  const addAll = async () => {
    setAdding(true);
    try {
      setResult(await listToCart(id));
      await reloadCart();
    } catch (caught) {
      toast.error((caught as Error).message);
    } finally {
      setAdding(false);
    }
  };

  if (error && !list) return <ErrorState message={error.message} onRetry={() => void mutate()} />;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link href="/dashboard/lists" className="link">
          ← {t.back}
        </Link>
        {list ? (
          <p className="text-sm" data-testid="list-summary">
            {t.linesCount(list.lineCount)} ·{" "}
            <span className="font-semibold">{t.total(list.total)}</span>
          </p>
        ) : null}
      </div>
      {list ? <h2 className="text-xl font-bold break-words">{list.name}</h2> : null}
      {list?.lines.length === 0 ? (
        <EmptyState message={t.emptyLines} />
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
          <table className="table" aria-busy={!list}>
            <caption className="p-3 text-left text-sm text-base-content/70">{t.totalNote}</caption>
            <ListTableHead
              columns={[t.partIdLabel, t.unitPriceHeading, t.quantityLabel, t.lineTotalHeading]}
            />
            <tbody>
              {!list ? <TableSkeleton columns={5} rows={3} /> : null}
              {list?.lines.map((line) => (
                <ListLineRow
                  key={`${line.partId}:${line.quantity}`}
                  line={line}
                  onQuantity={(quantity) =>
                    change(() => setListLine(id, line.partId, quantity), t.lineSaved)
                  }
                  onRemove={() =>
                    change(
                      () => removeListLine(id, line.partId),
                      t.lineRemoved(line.part.productName),
                    ).catch(() => undefined)
                  }
                />
              ))}
            </tbody>
            {list && list.lines.length > 0 ? (
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    {t.totalHeading}
                  </th>
                  <td colSpan={2}>{formatMoney(list.total)}</td>
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      )}
      {list && list.lines.length > 0 ? (
        <div>
          <button
            type="button"
            className="btn btn-primary"
            disabled={adding}
            onClick={() => void addAll()}
          >
            {adding ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            {t.addAll}
          </button>
        </div>
      ) : null}
      {result ? <ToCartResult result={result} /> : null}
      <AddPartForm onAdd={add} />
    </div>
  );
}

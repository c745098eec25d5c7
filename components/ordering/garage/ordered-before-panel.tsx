"use client";

import useSWR from "swr";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { DataTableFrame } from "@/components/ui/data-table-frame";
import { useSelectedEntry } from "@/components/fitment/garage/use-selected-entry";
import { orderedBeforeTexts as t } from "@/domains/fitment";
import { orderedBeforePath, type OrderedBeforeAnswer } from "@/domains/ordering/client";
import { OrderedBeforeRow } from "./ordered-before-row";

const COLUMNS = [t.partColumn, t.quantityColumn, t.lastColumn, t.actionsColumn];

function OrderedBeforeLines({ vehicleId }: { vehicleId: string }) {
  const { data, error, mutate } = useSWR<OrderedBeforeAnswer, Error>(orderedBeforePath(vehicleId));
  if (error && !data) return <ErrorState message={error.message} onRetry={() => void mutate()} />;
  if (data?.length === 0) return <p role="status">{t.empty}</p>;
  return (
    <DataTableFrame caption={t.caption} columns={COLUMNS} loading={!data} cards>
      {data?.map((line) => (
        <OrderedBeforeRow key={line.partId} line={line} vehicleId={vehicleId} />
      ))}
    </DataTableFrame>
  );
}

/** My Garage's "Ordered before for this vehicle": the parts bought for the selected vehicle. */
export function OrderedBeforePanel() {
  const { selected, select } = useSelectedEntry();
  return (
    <section
      aria-labelledby="ordered-before-title"
      className="card self-start border border-base-300 bg-base-100 p-4"
      data-testid="ordered-before"
    >
      <div className="mb-3 flex items-start justify-between gap-2">
        <h2 id="ordered-before-title" className="text-lg font-bold">
          {t.title}
        </h2>
        {selected ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => select(null)}>
            {t.close}
          </button>
        ) : null}
      </div>
      {selected ? <OrderedBeforeLines key={selected} vehicleId={selected} /> : <p>{t.choose}</p>}
    </section>
  );
}

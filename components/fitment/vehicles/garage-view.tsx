"use client";

import { ErrorState } from "@/components/layout/dashboard/error-state";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { TablePager } from "@/components/ui/server-table/table-pager";
import { TableSearch } from "@/components/ui/server-table/table-search";
import { useTablePage } from "@/components/ui/server-table/use-table-page";
import { useTableQuery } from "@/components/ui/server-table/use-table-query";
import { toast } from "@/components/ui/toast";
import { garageScreenTexts as t, vehicleLabel, type GarageEntryJson } from "@/domains/fitment";
import { GARAGE_PATH, postToGarage, useChosenVehicle } from "@/domains/fitment/client";
import type { VehicleJson } from "@/domains/fitment";
import { ApiError } from "@/lib/client/api";
import { TABLE_PAGE_SIZE } from "@/lib/tables/table-query";
import { FleetImportForm } from "../garage/fleet-import-form";
import { GarageCount } from "../garage/garage-count";
import { useGarageRemove } from "../garage/use-garage-remove";
import { useSelectedEntry } from "../garage/use-selected-entry";
import { GarageList } from "./garage-list";
import { VehiclePicker } from "./vehicle-picker";

const NO_FILTERS: readonly string[] = [];
const DEFAULTS = { limit: TABLE_PAGE_SIZE } as const;

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : t.failed);

/**
 * My Garage: the saved vehicles (searched and paged on the server, the newest first), the active
 * one, adding one, a fleet file's import, and beside the list `orderedBefore` (the selected
 * vehicle's past orders, which another domain shows).
 */
export function GarageView({ orderedBefore }: { orderedBefore?: React.ReactNode }) {
  const table = useTableQuery(NO_FILTERS, DEFAULTS);
  const { data, error, mutate } = useTablePage<GarageEntryJson>(GARAGE_PATH, table.query.apiQuery);
  const { vehicle: active, chooseSaved } = useChosenVehicle();
  const { selected, select } = useSelectedEntry();
  const removal = useGarageRemove((entry) => {
    if (selected === entry._id) select(null);
    void mutate();
  });

  const add = async (vehicle: VehicleJson) => {
    try {
      await postToGarage(vehicle._id);
      await mutate();
      // The first vehicle saved is the one the shop is for, until another is chosen.
      if (!active) chooseSaved(vehicle);
      toast.success(t.added(vehicleLabel(vehicle)));
    } catch (caught) {
      toast.error(errorText(caught));
    }
  };

  if (error && !data) return <ErrorState message={error.message} onRetry={() => void mutate()} />;
  const searching = table.query.q !== "";
  const empty = data?.total === 0 && !searching;
  const picker = (
    <section aria-labelledby="garage-add-title" className="w-full text-left">
      <h2 id="garage-add-title" className="mb-3 text-lg font-bold">
        {t.addTitle}
      </h2>
      <VehiclePicker onPick={add} submitLabel={t.addButton} />
    </section>
  );

  return (
    <div className="flex flex-col gap-6">
      {empty ? (
        <EmptyState message={t.empty}>{picker}</EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <TableSearch
              value={table.query.q}
              placeholder={t.searchPlaceholder}
              onSearch={(q) => table.update({ q }, { replace: true })}
            />
            {data ? <GarageCount total={data.total} /> : null}
          </div>
          {data?.rows.length === 0 ? <p role="status">{t.noMatch(table.query.q)}</p> : null}
          <div className="grid gap-6 xl:grid-cols-2">
            <div>
              <GarageList
                entries={data?.rows}
                activeId={active?._id ?? null}
                selectedId={selected}
                actions={{
                  onShop: chooseSaved,
                  onActivate: chooseSaved,
                  onSelect: (entry) => select(selected === entry._id ? null : entry._id),
                  onRemove: removal.ask,
                }}
              />
              {data && data.total > 0 ? (
                <TablePager
                  page={data.page}
                  pageCount={data.pageCount}
                  total={data.total}
                  estimated={data.estimated}
                  limit={table.query.limit}
                  rowsOnPage={data.rows.length}
                  onPage={(page) => table.update({ page: String(page) })}
                  onLimit={(limit) => table.update({ limit: String(limit) })}
                />
              ) : null}
            </div>
            {orderedBefore}
          </div>
          <div className="card border border-base-300 bg-base-100 p-4">{picker}</div>
        </>
      )}
      <div className="card border border-base-300 bg-base-100 p-4">
        <FleetImportForm onImported={() => void mutate()} />
      </div>
      <ConfirmDialog
        open={removal.removing !== null}
        title={t.removeTitle}
        text={removal.removing ? t.removeText(vehicleLabel(removal.removing)) : ""}
        confirmLabel={t.remove}
        busy={removal.busy}
        onConfirm={() => void removal.remove()}
        onCancel={removal.cancel}
      />
    </div>
  );
}

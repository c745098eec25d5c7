"use client";

import { useState } from "react";
import useSWR from "swr";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api";
import { useChosenVehicle } from "@/domains/fitment/client";
import {
  deleteFromGarage,
  GARAGE_PATH,
  postToGarage,
  type GarageAnswer,
} from "@/domains/fitment/client";
import { vehicleLabel, type VehicleJson } from "@/domains/fitment";
import { GARAGE_MAX } from "@/lib/validation/limits";
import { GarageList } from "./garage-list";
import { VehiclePicker } from "./vehicle-picker";

const GARAGE_EMPTY = "Your garage is empty. Add your vehicle to see the parts that fit it.";
const garageCountText = (count: number) =>
  `${count} of ${GARAGE_MAX} vehicles saved. Your garage holds at most ${GARAGE_MAX}; remove one to make room for another.`;

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : "Something went wrong. Please try again.";

/** My Garage: the signed-in user's saved vehicles, the active one, adding and removing. */
export function GarageView() {
  const { data, error, mutate } = useSWR<GarageAnswer, Error>(GARAGE_PATH);
  const { vehicle: active, choose, clear } = useChosenVehicle();
  const [removing, setRemoving] = useState<VehicleJson | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (vehicle: VehicleJson) => {
    try {
      const garage = await postToGarage(vehicle._id);
      await mutate(garage, { revalidate: false });
      // The first vehicle saved is the one the shop is for, until another is chosen.
      if (!active) void choose(vehicle);
      toast.success(`${vehicleLabel(vehicle)} is in your garage.`);
    } catch (caught) {
      toast.error(errorText(caught));
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      const garage = await deleteFromGarage(removing._id);
      await mutate(garage, { revalidate: false });
      if (active?._id === removing._id) clear();
      toast.success(`${vehicleLabel(removing)} was removed from your garage.`);
      setRemoving(null);
    } catch (caught) {
      toast.error(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  if (error && !data) return <ErrorState message={error.message} onRetry={() => void mutate()} />;
  const picker = (
    <section aria-labelledby="garage-add-title" className="w-full text-left">
      <h2 id="garage-add-title" className="mb-3 text-lg font-bold">
        Add a vehicle
      </h2>
      <VehiclePicker onPick={add} submitLabel="Add to garage" />
    </section>
  );

  return (
    <div className="flex flex-col gap-6">
      {data?.length === 0 ? (
        <EmptyState message={GARAGE_EMPTY}>{picker}</EmptyState>
      ) : (
        <>
          <GarageList
            vehicles={data}
            activeId={active?._id ?? null}
            onActivate={(vehicle) => void choose(vehicle)}
            onRemove={setRemoving}
          />
          {data ? (
            <p className="text-sm text-base-content/70" data-testid="garage-count">
              {garageCountText(data.length)}
            </p>
          ) : null}
          {data && data.length < GARAGE_MAX ? (
            <div className="card border border-base-300 bg-base-100 p-4">{picker}</div>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this vehicle?"
        text={removing ? `${vehicleLabel(removing)} will be removed from your garage.` : ""}
        confirmLabel="Remove"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

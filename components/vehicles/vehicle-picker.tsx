"use client";

import { useState } from "react";
import type { VehicleJson } from "@/lib/contract/vehicle";
import { ApiError } from "@/lib/client/api";
import { resolveVehicle, useVehiclePicker, type VehicleSelection } from "./use-vehicle-picker";
import { VehiclePickerFields } from "./vehicle-picker-fields";

export const VEHICLE_NOT_FOUND = "That vehicle is no longer listed. Choose it again.";

/** The selection a vehicle stands for, to open the picker on the vehicle already chosen. */
export const selectionOf = (vehicle: VehicleJson | null): Partial<VehicleSelection> =>
  vehicle
    ? {
        year: String(vehicle.year),
        make: vehicle.make,
        model: vehicle.model,
        engine: vehicle.engine ?? "",
      }
    : {};

/**
 * Year → Make → Model → Engine, filled from the vehicle API, and a button that resolves the
 * choice to one vehicle record and hands it to `onPick`.
 */
export function VehiclePicker({
  onPick,
  submitLabel = "Choose vehicle",
  initial,
  children,
}: {
  onPick: (vehicle: VehicleJson) => void | Promise<void>;
  submitLabel?: string;
  initial?: VehicleJson | null;
  /** Extra actions beside the button (e.g. Cancel). */
  children?: React.ReactNode;
}) {
  const picker = useVehiclePicker(selectionOf(initial ?? null));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!picker.complete) return;
    setBusy(true);
    setError(null);
    try {
      const vehicle = await resolveVehicle(picker.selection);
      if (vehicle) await onPick(vehicle);
      else setError(VEHICLE_NOT_FOUND);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "Could not load that vehicle.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Choose your vehicle">
      <VehiclePickerFields picker={picker} />
      {error ? (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!picker.complete || busy}
          aria-busy={busy || undefined}
        >
          {busy ? <span className="loading loading-spinner loading-sm" aria-hidden /> : null}
          {submitLabel}
        </button>
        {children}
      </div>
    </form>
  );
}

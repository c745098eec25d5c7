"use client";

import { useState } from "react";
import type { VehicleJson } from "@/domains/fitment";
import { ApiError } from "@/lib/client/api";
import { resolveVehicle, useVehiclePicker, type VehicleSelection } from "./use-vehicle-picker";
import { DEFAULT_PICKER_LABEL, VEHICLE_NOT_FOUND, VehiclePickerForm } from "./vehicle-picker-form";

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

export interface VehiclePickerProps {
  onPick: (vehicle: VehicleJson) => void | Promise<void>;
  submitLabel?: string;
  initial?: VehicleJson | null;
  /** Extra actions beside the button (e.g. Cancel). */
  children?: React.ReactNode;
}

/**
 * Year → Make → Model → Engine, filled from the vehicle API, and a button that resolves the
 * choice to one vehicle record and hands it to `onPick`.
 */
export function VehiclePicker({
  onPick,
  submitLabel = DEFAULT_PICKER_LABEL,
  initial,
  children,
}: VehiclePickerProps) {
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
    <VehiclePickerForm
      picker={picker}
      busy={busy}
      error={error}
      submitLabel={submitLabel}
      onSubmit={submit}
    >
      {children}
    </VehiclePickerForm>
  );
}

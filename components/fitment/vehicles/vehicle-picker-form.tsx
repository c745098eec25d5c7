"use client";

import type { useVehiclePicker } from "./use-vehicle-picker";
import { VehiclePickerFields } from "./vehicle-picker-fields";

export const VEHICLE_NOT_FOUND = "That vehicle is no longer listed. Choose it again.";
export const DEFAULT_PICKER_LABEL = "Choose vehicle";

/** What the picker's form shows; the island draws it blank until the picker's code has loaded. */
export function VehiclePickerForm({
  picker,
  busy = false,
  error = null,
  submitLabel,
  onSubmit,
  children,
}: {
  picker: ReturnType<typeof useVehiclePicker>;
  busy?: boolean;
  error?: string | null;
  submitLabel: string;
  onSubmit?: (event: React.FormEvent) => void;
  children?: React.ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" aria-label="Choose your vehicle">
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

"use client";

import type { useVehiclePicker } from "./use-vehicle-picker";
import { VehiclePickerFields } from "./vehicle-picker-fields";

/**
 * The hero's selects and its Explore link, as drawn before and after the picker's code loads.
 * Without a vehicle (or without JavaScript) Explore is the plain link to the whole shop.
 */
export function HeroVehicleForm({
  picker,
  busy = false,
  error = null,
  onExplore,
}: {
  picker: ReturnType<typeof useVehiclePicker>;
  busy?: boolean;
  error?: string | null;
  onExplore?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <div className="mt-8 flex flex-col gap-4" role="group" aria-label="Your vehicle">
      <VehiclePickerFields picker={picker} />
      {error ? (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      ) : null}
      <div>
        <a
          href="/allParts"
          onClick={onExplore}
          className="btn btn-primary btn-lg"
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
        >
          {busy ? <span className="loading loading-spinner loading-sm" aria-hidden /> : null}
          Explore
        </a>
      </div>
    </div>
  );
}

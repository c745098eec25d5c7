"use client";

import { useState } from "react";
import type { FitState } from "@/domains/fitment";
import { vehicleLabel } from "@/domains/fitment";
import { useChosenVehicle } from "@/domains/fitment/client";
import { useFitState } from "@/domains/fitment/client";
import { FitBadge } from "@/components/fitment/vehicles/fit-badge";
import { VehiclePickerIsland } from "@/components/fitment/vehicles/vehicle-picker-island";

const FIT_CHECK_TITLE = "Check your vehicle";

/** What each state means for this part, beside its badge. */
const FIT_CHECK_HINTS: Record<FitState, string> = {
  fits: "This part fits your vehicle.",
  conditional:
    "It fits some versions of your vehicle or under a condition: see the notes in the fitment list.",
  universal: "This part fits every vehicle.",
  "does-not-fit": "This part is not listed for your vehicle: see the vehicles it fits.",
  unknown: "We have no fitment data for this part yet.",
};

/**
 * The part page's fit check: a small client island, so the cached page stays the same for
 * everyone. With a chosen vehicle it shows the part's fit for it; without one, the picker.
 */
export function PartFitCheck({ partId }: { partId: string }) {
  const { vehicle, choose, clear } = useChosenVehicle();
  const state = useFitState(partId);
  const [changing, setChanging] = useState(false);
  return (
    <section
      aria-labelledby="fit-check-title"
      className="rounded-box border border-base-300 bg-base-200 p-4"
      data-testid="fit-check"
    >
      <h2 id="fit-check-title" className="mb-3 text-lg font-bold">
        {FIT_CHECK_TITLE}
      </h2>
      {vehicle && !changing ? (
        <div className="space-y-3">
          <p className="font-semibold">{vehicleLabel(vehicle)}</p>
          <div aria-live="polite" className="space-y-1">
            {state ? (
              <>
                <FitBadge state={state} showUnknown />
                <p className="text-sm">{FIT_CHECK_HINTS[state]}</p>
              </>
            ) : (
              <span className="loading loading-dots loading-sm" aria-label="Checking the fit" />
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-sm" onClick={() => setChanging(true)}>
              Change vehicle
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={clear}>
              Clear
            </button>
          </div>
        </div>
      ) : (
        <VehiclePickerIsland
          eager={changing}
          submitLabel="Check fit"
          initial={vehicle}
          onPick={(picked) => {
            choose(picked);
            setChanging(false);
          }}
        >
          {changing ? (
            <button type="button" className="btn btn-ghost" onClick={() => setChanging(false)}>
              Cancel
            </button>
          ) : null}
        </VehiclePickerIsland>
      )}
    </section>
  );
}

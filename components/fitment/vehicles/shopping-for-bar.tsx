"use client";

import { useState } from "react";
import { useChosenVehicle } from "@/domains/fitment/client";
import { vehicleLabel, type VehicleJson } from "@/domains/fitment";
import { chosenVinText } from "@/domains/fitment/chosen-vin-text";
import type { SavedWhere } from "@/domains/fitment/client";
import type { VinFieldProps } from "@/components/fitment/vin/vin-field";
import { toast } from "@/components/ui/toast";
import { Island } from "@/components/ui/island";
import type { VehiclePickerProps } from "./vehicle-picker";
import { partsForVehicleHref } from "./vehicle-links";

const loadPicker = () => import("./vehicle-picker").then((module) => module.VehiclePicker);
const loadVinField = () =>
  import("@/components/fitment/vin/vin-field").then((module) => module.VinField);

/** On a page filtered by vehicle, the same page for another vehicle (or for none). */
function sameViewFor(vehicle: VehicleJson | null): string | null {
  const url = new URL(window.location.href);
  if (!url.searchParams.has("vehicle")) return null;
  if (vehicle) url.searchParams.set("vehicle", vehicle._id);
  else url.searchParams.delete("vehicle");
  url.searchParams.delete("page");
  return `${url.pathname}${url.search}`;
}

/**
 * "Shopping for: 2019 Ford F-150 2.7L V6 Turbo" (and "VIN …1234" when found by VIN) across the
 * shop while a vehicle is chosen, with Change (a VIN field and the picker, opened on it) and Clear.
 * Drawn in the browser only: pages are cached for everyone, and the vehicle lives in the
 * visitor's storage.
 */
export function ShoppingForBar() {
  const { vehicle, choose, clear } = useChosenVehicle();
  const [changing, setChanging] = useState(false);
  if (!vehicle) return null;

  const tellIfFull = (saved: SavedWhere | null) => {
    if (saved && typeof saved === "object") toast(saved.full);
  };
  const pick = async (next: VehicleJson) => {
    tellIfFull(await choose(next));
    setChanging(false);
    const href = sameViewFor(next);
    if (href) window.location.assign(href);
  };
  // A vehicle found by VIN: its parts, or this filtered view for it.
  const pickByVin = (next: VehicleJson, saved: SavedWhere | null) => {
    tellIfFull(saved);
    window.location.assign(sameViewFor(next) ?? partsForVehicleHref(next._id));
  };
  const clearVehicle = () => {
    clear();
    setChanging(false);
    const href = sameViewFor(null);
    if (href) window.location.assign(href);
  };

  return (
    <section
      aria-label="Your vehicle"
      className="border-b border-base-300 bg-base-200"
      data-testid="shopping-for"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p>
          <span className="text-base-content/70">Shopping for:</span>{" "}
          <a href={partsForVehicleHref(vehicle._id)} className="link font-semibold">
            {vehicleLabel(vehicle)}
          </a>
          {vehicle.vin ? (
            <span className="text-base-content/70"> {chosenVinText(vehicle.vin)}</span>
          ) : null}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            aria-expanded={changing}
            aria-controls="shopping-for-picker"
            onClick={() => setChanging((open) => !open)}
          >
            Change
          </button>
          <button type="button" className="btn btn-ghost btn-xs" onClick={clearVehicle}>
            Clear
          </button>
        </div>
      </div>
      {changing ? (
        <div id="shopping-for-picker" className="mx-auto max-w-7xl px-4 pb-4">
          {/* The VIN field's and the picker's code load with the click on Change: most visits
              never change, and every shop page carries this bar. */}
          <div className="mb-4">
            <Island<VinFieldProps>
              eager
              load={loadVinField}
              placeholder={
                <span className="loading loading-dots loading-sm" aria-label="Loading" />
              }
              props={{
                size: "bar",
                className: "flex flex-wrap items-center gap-2",
                onChosen: pickByVin,
              }}
            />
          </div>
          <Island<VehiclePickerProps>
            eager
            load={loadPicker}
            placeholder={<span className="loading loading-dots loading-sm" aria-label="Loading" />}
            props={{
              onPick: pick,
              initial: vehicle,
              submitLabel: "Shop for this vehicle",
              children: (
                <button type="button" className="btn btn-ghost" onClick={() => setChanging(false)}>
                  Cancel
                </button>
              ),
            }}
          />
        </div>
      ) : null}
    </section>
  );
}

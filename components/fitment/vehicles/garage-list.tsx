"use client";

import { vehicleLabel, type VehicleJson } from "@/domains/fitment";
import { partsForVehicleHref } from "./vehicle-links";

/** Placeholder rows while the garage loads; hidden from screen readers (aria-busy says it). */
function GarageSkeleton() {
  return Array.from({ length: 3 }, (_, index) => (
    <li key={index} aria-hidden="true" className="card border border-base-300 p-4">
      <div className="skeleton h-5 w-2/3" />
      <div className="skeleton mt-3 h-8 w-1/2" />
    </li>
  ));
}

/** The saved vehicles: each with its parts, a way to make it the active one, and Remove. */
export function GarageList({
  vehicles,
  activeId,
  onActivate,
  onRemove,
}: {
  /** Undefined while loading. */
  vehicles: VehicleJson[] | undefined;
  activeId: string | null;
  onActivate: (vehicle: VehicleJson) => void;
  onRemove: (vehicle: VehicleJson) => void;
}) {
  return (
    <ul
      className="grid gap-4 md:grid-cols-2"
      aria-label="Saved vehicles"
      aria-busy={vehicles === undefined || undefined}
      data-testid="garage-list"
    >
      {vehicles === undefined ? (
        <GarageSkeleton />
      ) : (
        vehicles.map((vehicle) => {
          const label = vehicleLabel(vehicle);
          const active = vehicle._id === activeId;
          return (
            <li
              key={vehicle._id}
              className={`card border bg-base-100 shadow-sm ${active ? "border-primary" : "border-base-300"}`}
              data-testid="garage-vehicle"
            >
              <div className="card-body gap-3 p-4">
                <h2 className="card-title text-lg">
                  {label}
                  {active ? <span className="badge badge-primary badge-sm">Active</span> : null}
                </h2>
                <div className="card-actions">
                  <a
                    href={partsForVehicleHref(vehicle._id)}
                    className="btn btn-primary btn-sm"
                    aria-label={`Shop parts for ${label}`}
                  >
                    Shop parts
                  </a>
                  {active ? null : (
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      onClick={() => onActivate(vehicle)}
                      aria-label={`Set ${label} as active`}
                    >
                      Set active
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm text-error"
                    onClick={() => onRemove(vehicle)}
                    aria-label={`Remove ${label}`}
                  >
                    Remove
                  </button>
                </div>
              </div>
            </li>
          );
        })
      )}
    </ul>
  );
}

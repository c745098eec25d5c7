"use client";

import { garageScreenTexts as t, vehicleLabel, type GarageEntryJson } from "@/domains/fitment";
import { partsForVehicleHref } from "../vehicles/vehicle-links";

export interface GarageEntryActions {
  onShop: (entry: GarageEntryJson) => void;
  onActivate: (entry: GarageEntryJson) => void;
  onSelect: (entry: GarageEntryJson) => void;
  onRemove: (entry: GarageEntryJson) => void;
}

/** What the entry was saved with: its VIN, label and unit number, those it has. */
function EntryFacts({ entry }: { entry: GarageEntryJson }) {
  const facts = [
    [t.vin, entry.vin],
    [t.label, entry.label],
    [t.unitNumber, entry.unitNumber],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  if (facts.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
      {facts.flatMap(([name, value]) => [
        <dt key={`${name}-term`} className="text-base-content/70">
          {name}
        </dt>,
        <dd
          key={name}
          className={name === t.vin ? "font-mono text-xs leading-5 break-all" : undefined}
        >
          {value}
        </dd>,
      ])}
    </dl>
  );
}

/** One saved vehicle: what it is, and the ways to shop for it, see its orders or remove it. */
export function GarageEntryCard({
  entry,
  active,
  selected,
  actions,
}: {
  entry: GarageEntryJson;
  active: boolean;
  selected: boolean;
  actions: GarageEntryActions;
}) {
  const name = vehicleLabel(entry);
  const border = active ? "border-primary" : "border-base-300";
  return (
    <li className={`card border bg-base-100 shadow-sm ${border}`} data-testid="garage-vehicle">
      <div className="card-body gap-3 p-4">
        <h2 className="card-title text-lg">
          {entry.label ? `${entry.label} · ${name}` : name}
          {active ? <span className="badge badge-primary badge-sm">{t.active}</span> : null}
        </h2>
        <EntryFacts entry={entry} />
        <div className="card-actions">
          <a
            href={partsForVehicleHref(entry._id)}
            className="btn btn-primary btn-sm"
            aria-label={t.shopPartsFor(name)}
            onClick={() => actions.onShop(entry)}
          >
            {t.shopParts}
          </a>
          <button
            type="button"
            className={`btn btn-outline btn-sm ${selected ? "btn-active" : ""}`}
            aria-pressed={selected}
            aria-label={t.orderedBeforeFor(name)}
            onClick={() => actions.onSelect(entry)}
          >
            {t.orderedBefore}
          </button>
          {active ? null : (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => actions.onActivate(entry)}
              aria-label={t.setActiveFor(name)}
            >
              {t.setActive}
            </button>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-sm text-error"
            onClick={() => actions.onRemove(entry)}
            aria-label={t.removeFor(name)}
          >
            {t.remove}
          </button>
        </div>
      </div>
    </li>
  );
}

"use client";

import { garageScreenTexts as t, type GarageEntryJson } from "@/domains/fitment";
import { GarageEntryCard, type GarageEntryActions } from "../garage/garage-entry-card";

/** Placeholder rows while the garage loads; hidden from screen readers (aria-busy says it). */
function GarageSkeleton() {
  return Array.from({ length: 3 }, (_, index) => (
    <li key={index} aria-hidden="true" className="card border border-base-300 p-4">
      <div className="skeleton h-5 w-2/3" />
      <div className="skeleton mt-3 h-8 w-1/2" />
    </li>
  ));
}

/** A page of the saved vehicles: each with its parts, its orders, making it active, and Remove. */
export function GarageList({
  entries,
  activeId,
  selectedId,
  actions,
}: {
  /** Undefined while loading. */
  entries: GarageEntryJson[] | undefined;
  activeId: string | null;
  selectedId: string | null;
  actions: GarageEntryActions;
}) {
  return (
    <ul
      className="grid gap-4 md:grid-cols-2"
      aria-label={t.listLabel}
      aria-busy={entries === undefined || undefined}
      data-testid="garage-list"
    >
      {entries === undefined ? (
        <GarageSkeleton />
      ) : (
        entries.map((entry) => (
          <GarageEntryCard
            key={entry.entryId}
            entry={entry}
            active={entry._id === activeId}
            selected={entry._id === selectedId}
            actions={actions}
          />
        ))
      )}
    </ul>
  );
}

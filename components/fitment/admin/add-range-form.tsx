"use client";

import { useState } from "react";
import { VehicleSelect } from "@/components/fitment/vehicles/vehicle-picker-fields";
import type { FitmentRange } from "@/domains/fitment";
import { fitmentEditorTexts as texts } from "@/domains/fitment";
import { useVehicleOptions } from "./use-vehicle-options";

const EMPTY = {
  yearFrom: "",
  yearTo: "",
  make: "",
  model: "",
  submodel: "",
  engine: "",
  position: "",
  quantity: "",
  note: "",
};
type Draft = typeof EMPTY;
// Changing a step clears the ones chosen from it (a 2019 model may not exist in 2015).
const LATER: Partial<Record<keyof Draft, Array<keyof Draft>>> = {
  yearFrom: ["make", "model", "submodel", "engine"],
  make: ["model", "submodel", "engine"],
  model: ["submodel", "engine"],
};

/** A new year range: years, then make, model, submodel and engine from the vehicle data. */
export function AddRangeForm({ onAdd }: { onAdd: (range: FitmentRange) => void }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const lists = useVehicleOptions(draft.yearFrom, draft.make, draft.model);
  const set = (field: keyof Draft) => (value: string) =>
    setDraft((current) => {
      const next = { ...current, [field]: value };
      for (const later of LATER[field] ?? []) next[later] = "";
      return next;
    });
  const toYears = lists.years.options.filter((year) => year >= Number(draft.yearFrom));
  const complete = draft.yearFrom && draft.make && draft.model;

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    onAdd({
      yearFrom: Number(draft.yearFrom),
      yearTo: Number(draft.yearTo || draft.yearFrom),
      make: draft.make,
      model: draft.model,
      submodel: draft.submodel || null,
      engine: draft.engine || null,
      position: draft.position.trim() || null,
      quantity: draft.quantity ? Number(draft.quantity) : null,
      note: draft.note.trim() || null,
    });
    setDraft(EMPTY);
  };

  return (
    <form onSubmit={add} aria-label={texts.addHeading} className="flex flex-col gap-4">
      <h2 className="text-lg font-bold">{texts.addHeading}</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <VehicleSelect
          label={texts.yearFrom}
          value={draft.yearFrom}
          placeholder={texts.choose}
          list={lists.years}
          enabled
          onChange={set("yearFrom")}
        />
        <VehicleSelect
          label={texts.yearTo}
          value={draft.yearTo}
          placeholder={texts.choose}
          list={{ ...lists.years, options: toYears }}
          enabled={Boolean(draft.yearFrom)}
          onChange={set("yearTo")}
        />
        <VehicleSelect
          label={texts.make}
          value={draft.make}
          placeholder={texts.choose}
          list={lists.makes}
          enabled={Boolean(draft.yearFrom)}
          onChange={set("make")}
        />
        <VehicleSelect
          label={texts.model}
          value={draft.model}
          placeholder={texts.choose}
          list={lists.models}
          enabled={Boolean(draft.make)}
          onChange={set("model")}
        />
        <VehicleSelect
          label={texts.submodel}
          value={draft.submodel}
          placeholder={texts.any}
          list={lists.submodels}
          enabled={Boolean(draft.model)}
          onChange={set("submodel")}
        />
        <VehicleSelect
          label={texts.engine}
          value={draft.engine}
          placeholder={texts.any}
          list={lists.engines}
          enabled={Boolean(draft.model)}
          onChange={set("engine")}
        />
        <label className="flex flex-col gap-1">
          <span className="font-semibold">{texts.position}</span>
          <input
            className="input w-full"
            value={draft.position}
            onChange={(event) => set("position")(event.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-semibold">{texts.quantity}</span>
          <input
            className="input w-full"
            type="number"
            min={1}
            step={1}
            value={draft.quantity}
            onChange={(event) => set("quantity")(event.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-semibold">{texts.note}</span>
          <input
            className="input w-full"
            value={draft.note}
            onChange={(event) => set("note")(event.target.value)}
          />
        </label>
      </div>
      <button type="submit" className="btn btn-secondary self-start" disabled={!complete}>
        {texts.add}
      </button>
    </form>
  );
}

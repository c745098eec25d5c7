"use client";

import { useId } from "react";
import type { PickerList, VehicleSelection, useVehiclePicker } from "./use-vehicle-picker";

type Picker = ReturnType<typeof useVehiclePicker>;

const noList = <T,>(): PickerList<T> => ({ options: [], loading: false, failed: false });

/** The picker as the server draws it, before its code has loaded: nothing chosen, no lists. */
export const BLANK_PICKER: Picker = {
  selection: { year: "", make: "", model: "", engine: "" },
  pick: () => undefined,
  lists: { years: noList(), makes: noList(), models: noList(), engines: noList() },
  complete: false,
};

/** One labelled select of the vehicle lists, with its loading and error states. */
export function VehicleSelect({
  label,
  value,
  placeholder,
  list,
  enabled,
  onChange,
}: {
  label: string;
  value: string;
  placeholder: string;
  list: PickerList<string | number>;
  enabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        className="select w-full"
        value={value}
        disabled={!enabled || list.loading}
        aria-busy={list.loading || undefined}
        aria-invalid={list.failed || undefined}
        aria-describedby={list.failed ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{list.loading ? "Loading…" : placeholder}</option>
        {list.options.map((option) => (
          <option key={option} value={String(option)}>
            {option}
          </option>
        ))}
      </select>
      {list.failed ? (
        <p id={errorId} className="text-sm text-error">
          Could not load this list. Try again later.
        </p>
      ) : null}
    </div>
  );
}

/** The four selects of the cascade, each disabled until the one before it is chosen. */
export function VehiclePickerFields({ picker }: { picker: Picker }) {
  const { selection, pick, lists } = picker;
  const step = (name: keyof VehicleSelection) => ({
    value: selection[name],
    onChange: (value: string) => pick(name, value),
  });
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <VehicleSelect {...step("year")} label="Year" placeholder="Year" list={lists.years} enabled />
      <VehicleSelect
        {...step("make")}
        label="Make"
        placeholder={selection.year ? "Make" : "Choose a year first"}
        list={lists.makes}
        enabled={Boolean(selection.year)}
      />
      <VehicleSelect
        {...step("model")}
        label="Model"
        placeholder={selection.make ? "Model" : "Choose a make first"}
        list={lists.models}
        enabled={Boolean(selection.make)}
      />
      <VehicleSelect
        {...step("engine")}
        label="Engine"
        placeholder={selection.model ? "Any engine" : "Choose a model first"}
        list={lists.engines}
        enabled={Boolean(selection.model)}
      />
    </div>
  );
}

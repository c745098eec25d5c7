"use client";

import { Island } from "@/components/ui/island";
import { BLANK_PICKER } from "./vehicle-picker-fields";
import { DEFAULT_PICKER_LABEL, VehiclePickerForm } from "./vehicle-picker-form";
import type { VehiclePickerProps } from "./vehicle-picker";

const loadPicker = () => import("./vehicle-picker").then((module) => module.VehiclePicker);

/**
 * The vehicle picker on a public page: drawn blank by the server, its code (the lists, their
 * requests) loaded when the page is idle or the buyer reaches for it; `eager` loads it at once.
 */
export function VehiclePickerIsland({
  eager = false,
  ...props
}: VehiclePickerProps & { eager?: boolean }) {
  return (
    <Island
      load={loadPicker}
      props={props}
      eager={eager}
      placeholder={
        <VehiclePickerForm
          picker={BLANK_PICKER}
          submitLabel={props.submitLabel ?? DEFAULT_PICKER_LABEL}
        >
          {props.children}
        </VehiclePickerForm>
      }
    />
  );
}

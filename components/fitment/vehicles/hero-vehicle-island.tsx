"use client";

import { Island } from "@/components/ui/island";
import { VinFieldIsland } from "@/components/fitment/vin/vin-field-island";
import { BLANK_PICKER } from "./vehicle-picker-fields";
import { HeroVehicleForm } from "./hero-vehicle-form";
import { openPartsFor } from "./vehicle-links";

const loadHeroSearch = () =>
  import("./hero-vehicle-search").then((module) => module.HeroVehicleSearch);

/**
 * The hero's vehicle search: the selects drawn blank, their code loaded when idle or reached
 * for; beside them the VIN field, which opens the parts that fit the vehicle it finds.
 */
export function HeroVehicleIsland() {
  return (
    <>
      <Island
        load={loadHeroSearch}
        props={{}}
        placeholder={<HeroVehicleForm picker={BLANK_PICKER} />}
      />
      <VinFieldIsland
        size="hero"
        className="mt-6 flex max-w-md flex-col gap-1"
        onChosen={openPartsFor}
      />
    </>
  );
}

"use client";

import { Island } from "@/components/ui/island";
import { BLANK_PICKER } from "./vehicle-picker-fields";
import { HeroVehicleForm } from "./hero-vehicle-form";

const loadHeroSearch = () =>
  import("./hero-vehicle-search").then((module) => module.HeroVehicleSearch);

/** The hero's vehicle search: drawn blank, its code loaded when idle or reached for. */
export function HeroVehicleIsland() {
  return (
    <Island
      load={loadHeroSearch}
      props={{}}
      placeholder={<HeroVehicleForm picker={BLANK_PICKER} />}
    />
  );
}

"use client";

import { useState } from "react";
import { useChosenVehicle } from "@/domains/fitment/client";
import { ApiError } from "@/lib/client/api";
import { resolveVehicle, useVehiclePicker } from "./use-vehicle-picker";
import { selectionOf } from "./vehicle-picker";
import { VEHICLE_NOT_FOUND } from "./vehicle-picker-form";
import { HeroVehicleForm } from "./hero-vehicle-form";
import { openPartsFor } from "./vehicle-links";

function HeroPicker({ initial }: { initial: ReturnType<typeof useChosenVehicle>["vehicle"] }) {
  const { choose } = useChosenVehicle();
  const picker = useVehiclePicker(selectionOf(initial));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const explore = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!picker.complete || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const vehicle = await resolveVehicle(picker.selection);
      if (!vehicle) {
        setError(VEHICLE_NOT_FOUND);
        setBusy(false);
        return;
      }
      await choose(vehicle);
      openPartsFor(vehicle);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "Could not load that vehicle.");
      setBusy(false);
    }
  };

  return <HeroVehicleForm picker={picker} busy={busy} error={error} onExplore={explore} />;
}

/**
 * The hero's Year → Make → Model → Engine selects and its Explore button: with a vehicle picked,
 * Explore chooses it (the bar across the shop, the garage) and opens the parts that fit it.
 * Opens on the vehicle already chosen.
 */
export function HeroVehicleSearch() {
  const { vehicle } = useChosenVehicle();
  return <HeroPicker key={vehicle?._id ?? "none"} initial={vehicle} />;
}

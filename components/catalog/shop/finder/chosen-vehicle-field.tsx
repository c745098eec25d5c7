"use client";

import { useChosenVehicle } from "@/domains/fitment/client";

/**
 * The vehicle the buyer shops for, sent with a search form as the finder's `vehicle`: the
 * navigation's box is drawn for everyone (a cached page), so the browser adds it.
 */
export function ChosenVehicleField() {
  const { vehicle } = useChosenVehicle();
  return vehicle ? <input type="hidden" name="vehicle" value={vehicle._id} /> : null;
}

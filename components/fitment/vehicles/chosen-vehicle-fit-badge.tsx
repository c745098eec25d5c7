"use client";

import { useFitState } from "@/domains/fitment/client";
import { FitBadge } from "./fit-badge";

/** A part's badge for the vehicle chosen in this browser (pages are cached for everyone). */
export function ChosenVehicleFitBadge({
  partId,
  className,
}: {
  partId: string;
  className?: string;
}) {
  const state = useFitState(partId);
  return state ? <FitBadge state={state} className={className} /> : null;
}

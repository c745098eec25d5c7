"use client";

import { useMemo } from "react";
import useSWR from "swr";
import type { FitState } from "@/lib/contract/fitment";
import { swrFetcher } from "./api";
import { useChosenVehicle } from "./chosen-vehicle";

/** The API's limit on part ids per fit call. */
export const FIT_BATCH_SIZE = 100;

interface FitAnswer {
  partId: string;
  fitment: FitState;
}

/** One `GET /api/vehicles/{id}/fit` per 100 ids, answered together. */
async function fetchFitStates(vehicleId: string, partIds: string[]): Promise<FitAnswer[]> {
  const batches: string[][] = [];
  for (let start = 0; start < partIds.length; start += FIT_BATCH_SIZE)
    batches.push(partIds.slice(start, start + FIT_BATCH_SIZE));
  const answers = await Promise.all(
    batches.map((ids) => {
      const query = new URLSearchParams(ids.map((id) => ["part", id]));
      return swrFetcher<FitAnswer[]>(`/api/vehicles/${encodeURIComponent(vehicleId)}/fit?${query}`);
    }),
  );
  return answers.flat();
}

const NO_STATES = new Map<string, FitState>();

/**
 * The fit state of each part for the chosen vehicle, for badges on pages cached for everyone.
 * Empty while no vehicle is chosen, while loading, or if the call fails (no badge beats a wrong one).
 */
export function useFitStates(partIds: readonly string[]): Map<string, FitState> {
  const { vehicle } = useChosenVehicle();
  const ids = [...new Set(partIds)].sort();
  const key: [string, string, string] | null =
    vehicle && ids.length > 0 ? ["fit-states", vehicle._id, ids.join(",")] : null;
  const { data } = useSWR(
    key,
    ([, vehicleId, joined]: [string, string, string]) =>
      fetchFitStates(vehicleId, joined.split(",")),
    { revalidateOnFocus: false },
  );
  return useMemo(
    () => (data ? new Map(data.map((answer) => [answer.partId, answer.fitment])) : NO_STATES),
    [data],
  );
}

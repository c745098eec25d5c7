"use client";

import { useMemo } from "react";
import useSWR from "swr";
import type { FitState } from "@/lib/contract/fitment";
import { FIT_PARTS_MAX } from "@/lib/validation/limits";
import { swrFetcher } from "./api";
import { useChosenVehicle } from "./chosen-vehicle";

interface FitAnswer {
  partId: string;
  fitment: FitState;
}

const fitPath = (vehicleId: string, partIds: string[]) =>
  `/api/vehicles/${encodeURIComponent(vehicleId)}/fit?${new URLSearchParams(partIds.map((id) => ["part", id]))}`;

/** One `GET /api/vehicles/{id}/fit` per 100 ids, answered together. */
async function fetchFitStates(vehicleId: string, partIds: string[]): Promise<FitAnswer[]> {
  const batches: string[][] = [];
  for (let start = 0; start < partIds.length; start += FIT_PARTS_MAX)
    batches.push(partIds.slice(start, start + FIT_PARTS_MAX));
  const answers = await Promise.all(
    batches.map((ids) => swrFetcher<FitAnswer[]>(fitPath(vehicleId, ids))),
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

/** Ids asked for in the same tick, per vehicle: one call answers every card of a page. */
const pending = new Map<string, Map<string, ((state: FitState | null) => void)[]>>();

function loadFitState(vehicleId: string, partId: string): Promise<FitState | null> {
  return new Promise((resolve) => {
    let waiting = pending.get(vehicleId);
    if (!waiting) {
      const batch = new Map<string, ((state: FitState | null) => void)[]>();
      pending.set(vehicleId, batch);
      waiting = batch;
      setTimeout(() => {
        pending.delete(vehicleId);
        fetchFitStates(vehicleId, [...batch.keys()])
          .then((answers) => new Map(answers.map((answer) => [answer.partId, answer.fitment])))
          .catch(() => NO_STATES)
          .then((states) => {
            for (const [id, resolvers] of batch)
              resolvers.forEach((done) => done(states.get(id) ?? null));
          });
      }, 0);
    }
    waiting.set(partId, [...(waiting.get(partId) ?? []), resolve]);
  });
}

/**
 * One part's fit state for the chosen vehicle (null while unknown to the browser). Cards on a
 * page each ask, and the asks of one render are sent as one batched call.
 */
export function useFitState(partId: string): FitState | null {
  const { vehicle } = useChosenVehicle();
  const { data } = useSWR(
    vehicle ? ["fit-state", vehicle._id, partId] : null,
    ([, vehicleId, id]: [string, string, string]) => loadFitState(vehicleId, id),
    { revalidateOnFocus: false },
  );
  return data ?? null;
}

"use client";

import type * as fitRoute from "@/app/api/vehicles/[id]/fit/route";
import type { FitState } from "@/domains/fitment/fitment-json";
import type { AnswerOf } from "@/lib/http/route";
import { FIT_PARTS_MAX } from "@/lib/validation/limits";
import { apiFetch } from "@/lib/client/api";
import { useChosenVehicle } from "./chosen-vehicle";
import { createFetchCache } from "@/lib/client/fetch-cache";

type FitAnswer = AnswerOf<typeof fitRoute.GET>[number];

const fitPath = (vehicleId: string, partIds: string[]) =>
  `/api/vehicles/${encodeURIComponent(vehicleId)}/fit?${new URLSearchParams(partIds.map((id) => ["part", id]))}`;

/** One `GET /api/vehicles/{id}/fit` per 100 ids, answered together. */
async function fetchFitStates(vehicleId: string, partIds: string[]): Promise<FitAnswer[]> {
  const batches: string[][] = [];
  for (let start = 0; start < partIds.length; start += FIT_PARTS_MAX)
    batches.push(partIds.slice(start, start + FIT_PARTS_MAX));
  const answers = await Promise.all(
    batches.map((ids) => apiFetch<FitAnswer[]>(fitPath(vehicleId, ids))),
  );
  return answers.flat();
}

const NO_STATES = new Map<string, FitState>();

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

/** Keys are `vehicleId/partId`; a failed call shows no badge (none beats a wrong one). */
const fitCache = createFetchCache<FitState | null>((key) => {
  const [vehicleId = "", partId = ""] = key.split("/");
  return loadFitState(vehicleId, partId);
});

/**
 * One part's fit state for the chosen vehicle (null while unknown to the browser). Cards on a
 * page each ask, and the asks of one render are sent as one batched call.
 */
export function useFitState(partId: string): FitState | null {
  const { vehicle } = useChosenVehicle();
  return fitCache.useFetched(vehicle ? `${vehicle._id}/${partId}` : null).data ?? null;
}

"use client";

import type * as enginesRoute from "@/app/api/vehicles/engines/route";
import type * as makesRoute from "@/app/api/vehicles/makes/route";
import type * as modelsRoute from "@/app/api/vehicles/models/route";
import type * as vehiclesRoute from "@/app/api/vehicles/route";
import type * as vinRoute from "@/app/api/vehicles/vin/[vin]/route";
import type * as yearsRoute from "@/app/api/vehicles/years/route";
import type { AnswerOf } from "@/lib/http/route";
import { apiFetch } from "@/lib/client/api";

// The vehicle selects' lists and records; each answer typed by its route's declaration.

const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Where each of the cascading selects reads its list, once the steps before it are chosen. */
export const vehicleListPaths = {
  years: () => "/api/vehicles/years",
  makes: (year: string) => `/api/vehicles/makes?${query({ year })}`,
  models: (year: string, make: string) => `/api/vehicles/models?${query({ year, make })}`,
  engines: (year: string, make: string, model: string) =>
    `/api/vehicles/engines?${query({ year, make, model })}`,
};

/** Any of the selects' lists (a path from `vehicleListPaths`). */
export type VehicleList =
  | AnswerOf<typeof yearsRoute.GET>
  | AnswerOf<typeof makesRoute.GET>
  | AnswerOf<typeof modelsRoute.GET>
  | AnswerOf<typeof enginesRoute.GET>;

export const fetchVehicleList = (path: string) => apiFetch<VehicleList>(path);

/** The vehicle records of a model year (and engine, when one is given). */
export const findVehicles = (selection: {
  year: string;
  make: string;
  model: string;
  engine?: string;
}) => apiFetch<AnswerOf<typeof vehiclesRoute.GET>>(`/api/vehicles?${query(selection)}`);

/** What a VIN decodes to, with the shop's vehicle records it matches (none, one, or engines). */
export const lookUpVin = (vin: string) =>
  apiFetch<AnswerOf<typeof vinRoute.GET>>(`/api/vehicles/vin/${encodeURIComponent(vin)}`);

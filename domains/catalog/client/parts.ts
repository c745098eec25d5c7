"use client";

import type * as partRoute from "@/app/api/parts/[id]/route";
import type * as partsTableRoute from "@/app/api/parts/all/route";
import type * as facetsRoute from "@/app/api/parts/facets/route";
import type * as partsRoute from "@/app/api/parts/route";
import type * as partUpdateRoute from "@/app/api/parts/update-stock/[id]/route";
import type * as partRetirementRoute from "@/app/api/parts/[id]/retirement/route";
import type { AnswerOf, BodyOf } from "@/lib/http/route";
import { apiFetch } from "@/lib/client/api";

// The catalog's calls from the dashboard, each answer typed by its route's declaration.

/** Manage Products' own call: a page of the table (paging headers), or with `format=csv` its export. */
export const PARTS_TABLE_PATH = "/api/parts/all";
export type PartsTableRow = AnswerOf<typeof partsTableRoute.GET>[number];

/** `GET /api/parts/facets`: what the finder's filters find, by category and brand. */
export const PART_FACETS_PATH = "/api/parts/facets";
export type PartFacetsAnswer = AnswerOf<typeof facetsRoute.GET>;

export const partPath = (id: string) => `/api/parts/${encodeURIComponent(id)}`;
export type PartAnswer = AnswerOf<typeof partRoute.GET>;

export const getPart = (id: string) => apiFetch<PartAnswer>(partPath(id));

export const createPart = (part: BodyOf<typeof partsRoute.POST>) =>
  apiFetch<AnswerOf<typeof partsRoute.POST>>("/api/parts", { method: "POST", json: part });

export const updatePart = (id: string, update: BodyOf<typeof partUpdateRoute.PATCH>) =>
  apiFetch<AnswerOf<typeof partUpdateRoute.PATCH>>(
    `/api/parts/update-stock/${encodeURIComponent(id)}`,
    { method: "PATCH", json: update },
  );

export const deletePart = (id: string) =>
  apiFetch<AnswerOf<typeof partRoute.DELETE>>(partPath(id), { method: "DELETE" });

export const setPartRetired = (id: string, retired: boolean) =>
  apiFetch<AnswerOf<typeof partRetirementRoute.PATCH>>(`${partPath(id)}/retirement`, {
    method: "PATCH",
    json: { retired },
  });

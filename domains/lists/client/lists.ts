"use client";

import type * as listsRoute from "@/app/api/lists/route";
import type * as listRoute from "@/app/api/lists/[id]/route";
import type * as linesRoute from "@/app/api/lists/[id]/lines/route";
import type * as lineRoute from "@/app/api/lists/[id]/lines/[partId]/route";
import type * as toCartRoute from "@/app/api/lists/[id]/to-cart/route";
import type { PartJson } from "@/domains/catalog";
import type { AnswerOf } from "@/lib/http/route";
import { apiFetch } from "@/lib/client/api";

/** The caller's lists (what SWR keys them by), and one list's address. */
export const LISTS_PATH = "/api/lists";
export const listPath = (id: string) => `${LISTS_PATH}/${encodeURIComponent(id)}`;

export type ListsAnswer = AnswerOf<typeof listsRoute.GET>;
export type ListAnswer = AnswerOf<typeof listRoute.GET>;

export const createList = (name: string) =>
  apiFetch<AnswerOf<typeof listsRoute.POST>>(LISTS_PATH, { method: "POST", json: { name } });

export const renameList = (id: string, name: string) =>
  apiFetch<AnswerOf<typeof listRoute.PATCH>>(listPath(id), { method: "PATCH", json: { name } });

export const deleteList = (id: string) =>
  apiFetch<AnswerOf<typeof listRoute.DELETE>>(listPath(id), { method: "DELETE" });

export const setListLine = (id: string, partId: string, quantity: number) =>
  apiFetch<AnswerOf<typeof linesRoute.PUT>>(`${listPath(id)}/lines`, {
    method: "PUT",
    json: { partId, quantity },
  });

export const removeListLine = (id: string, partId: string) =>
  apiFetch<AnswerOf<typeof lineRoute.DELETE>>(
    `${listPath(id)}/lines/${encodeURIComponent(partId)}`,
    { method: "DELETE" },
  );

export const listToCart = (id: string) =>
  apiFetch<AnswerOf<typeof toCartRoute.POST>>(`${listPath(id)}/to-cart`, { method: "POST" });

/** Parts whose name or number matches the text (the shop's own search), a few at most. */
export const findPartsForList = (text: string) =>
  apiFetch<PartJson[]>(`/api/parts?q=${encodeURIComponent(text)}&page=1&limit=8`);

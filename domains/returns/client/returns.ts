"use client";

import type * as fitmentReviewRoute from "@/app/api/returns/fitment-review/route";
import type * as returnRoute from "@/app/api/returns/[id]/route";
import type * as returnsRoute from "@/app/api/returns/route";
import type { AnswerOf, BodyOf } from "@/lib/http/route";
import { apiFetch } from "@/lib/client/api";

// Returns (RMAs): opening one, the lists, one return, moving it on; each answer typed by its
// route's declaration.

/** The customer's list and the shop admins' Returns table: a page (paging headers), or its CSV. */
export const RETURNS_PATH = "/api/returns";
export type ReturnsTableRow = AnswerOf<typeof returnsRoute.GET>[number];

export const returnPath = (id: string) => `${RETURNS_PATH}/${encodeURIComponent(id)}`;
export type ReturnDetail = AnswerOf<typeof returnRoute.GET>;

/** The return authorisation PDF (a link, downloaded by the browser). */
export const returnLabelPath = (id: string) => `${returnPath(id)}/label`;

export const openReturn = (body: BodyOf<typeof returnsRoute.POST>) =>
  apiFetch<AnswerOf<typeof returnsRoute.POST>>(RETURNS_PATH, { method: "POST", json: body });

export const moveReturn = (id: string, body: BodyOf<typeof returnRoute.PATCH>) =>
  apiFetch<AnswerOf<typeof returnRoute.PATCH>>(returnPath(id), { method: "PATCH", json: body });

/** The admin's Fitment review list. */
export const fitmentReviewPath = `${RETURNS_PATH}/fitment-review`;
export type FitmentReview = AnswerOf<typeof fitmentReviewRoute.GET>;

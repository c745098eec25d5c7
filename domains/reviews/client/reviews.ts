"use client";

import type * as reviewRoute from "@/app/api/reviews/[id]/route";
import type * as reviewsRoute from "@/app/api/reviews/route";
import type { AnswerOf, BodyOf } from "@/lib/http/route";
import { apiFetch, type ContractShaped } from "@/lib/client/api";

// Reviews: adding one, and the admins' table and deletes; each answer typed by its route's
// declaration.

/** Manage Reviews' call: with the table parameters, a page (paging headers). */
export const REVIEWS_TABLE_PATH = "/api/reviews";
export type ReviewsTableRow = AnswerOf<typeof reviewsRoute.GET>[number];

export const addReview = (review: ContractShaped<BodyOf<typeof reviewsRoute.POST>>) =>
  apiFetch<AnswerOf<typeof reviewsRoute.POST>>("/api/reviews", { method: "POST", json: review });

export const deleteReview = (id: string) =>
  apiFetch<AnswerOf<typeof reviewRoute.DELETE>>(`/api/reviews/${encodeURIComponent(id)}`, {
    method: "DELETE",
  });

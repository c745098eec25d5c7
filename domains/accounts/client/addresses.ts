"use client";

import useSWR from "swr";
import type * as addressRoute from "@/app/api/addresses/[id]/route";
import type * as addressesRoute from "@/app/api/addresses/route";
import type { AnswerOf, BodyOf } from "@/lib/http/route";
import { apiFetch, swrFetcher } from "@/lib/client/api";

const ADDRESSES_KEY = "/api/addresses";
/** The account's saved addresses: what every address call answers. */
export type SavedAddresses = AnswerOf<typeof addressesRoute.GET>;

export function useSavedAddresses() {
  // Its own fetcher: the purchase and checkout pages are outside the dashboard's SWR config.
  return useSWR<SavedAddresses, Error>(ADDRESSES_KEY, swrFetcher<SavedAddresses>);
}

const addressPath = (id: string) => `${ADDRESSES_KEY}/${encodeURIComponent(id)}`;

export const saveAddress = (
  input: BodyOf<typeof addressesRoute.POST> & BodyOf<typeof addressRoute.PUT>,
  id?: string,
) =>
  id
    ? apiFetch<AnswerOf<typeof addressRoute.PUT>>(addressPath(id), { method: "PUT", json: input })
    : apiFetch<AnswerOf<typeof addressesRoute.POST>>(ADDRESSES_KEY, {
        method: "POST",
        json: input,
      });

export const deleteAddress = (id: string) =>
  apiFetch<AnswerOf<typeof addressRoute.DELETE>>(addressPath(id), { method: "DELETE" });

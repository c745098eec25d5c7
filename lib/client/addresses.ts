"use client";

import useSWR from "swr";
import type { SavedAddressJson } from "@/lib/contract/address";
import type { SavedAddressInput } from "@/lib/validation/addresses";
import { apiFetch, swrFetcher } from "./api";

export const ADDRESSES_KEY = "/api/addresses";

export function useSavedAddresses() {
  // Its own fetcher: the purchase and checkout pages are outside the dashboard's SWR config.
  return useSWR<SavedAddressJson[], Error>(ADDRESSES_KEY, swrFetcher<SavedAddressJson[]>);
}

export const saveAddress = (input: SavedAddressInput, id?: string) =>
  apiFetch<SavedAddressJson[]>(id ? `${ADDRESSES_KEY}/${encodeURIComponent(id)}` : ADDRESSES_KEY, {
    method: id ? "PUT" : "POST",
    json: input,
  });

export const deleteAddress = (id: string) =>
  apiFetch<SavedAddressJson[]>(`${ADDRESSES_KEY}/${encodeURIComponent(id)}`, { method: "DELETE" });

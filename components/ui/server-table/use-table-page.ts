"use client";

import useSWR from "swr";
import { apiResponse } from "@/lib/client/api";

/** One page of an admin table and its place in the whole, as the paging headers say. */
export interface TablePageData<T> {
  rows: T[];
  total: number;
  page: number;
  pageCount: number;
  estimated: boolean;
}

/** A page of a paged API call and its place in the whole, as its paging headers say. */
export async function fetchTablePage<T>(url: string): Promise<TablePageData<T>> {
  const response = await apiResponse(url);
  const header = (name: string) => Number(response.headers.get(name) ?? 0);
  return {
    rows: (await response.json()) as T[],
    total: header("X-Total-Count"),
    page: header("X-Page"),
    pageCount: Math.max(1, header("X-Page-Count")),
    estimated: response.headers.get("X-Total-Estimated") === "true",
  };
}

/** A table's page from its paged API call; the previous page stays shown while the next loads. */
export function useTablePage<T>(path: string, apiQuery: string) {
  return useSWR<TablePageData<T>, Error>(`${path}?${apiQuery}`, fetchTablePage<T>, {
    keepPreviousData: true,
  });
}

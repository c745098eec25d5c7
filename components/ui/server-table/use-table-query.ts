"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef } from "react";

export type SortOrder = "asc" | "desc";

/** An admin table's state as its address holds it: shareable, and the back button undoes it. */
export interface TableQuery {
  page: number;
  limit: number;
  q: string;
  sort: string | undefined;
  order: SortOrder | undefined;
  filters: Record<string, string>;
  /** The same state as the table's API call takes it (always paged). */
  apiQuery: string;
}

/** Changes the table's state in the address (see `useTableQuery`). */
export type TableUpdate = (
  changes: Record<string, string | undefined>,
  options?: { replace?: boolean },
) => void;

const TABLE_KEYS = ["page", "limit", "q", "sort", "order"] as const;

const wholeOr = (text: string | null, fallback: number) =>
  text && /^\d{1,7}$/.test(text) ? Number(text) : fallback;

/**
 * The table's state from the address, and `update` to change it: a change of search, filter or
 * sort starts again at page 1; typing in the search replaces the history entry instead of
 * adding one per keystroke.
 */
export function useTableQuery(
  filterKeys: readonly string[],
  defaults: { limit: number; sort?: string; order?: SortOrder },
) {
  const { limit: defaultLimit, sort: defaultSort, order: defaultOrder } = defaults;
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();

  const query = useMemo<TableQuery>(() => {
    const filters = Object.fromEntries(
      filterKeys.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])),
    );
    const api = new URLSearchParams();
    for (const key of [...TABLE_KEYS, ...filterKeys]) {
      const value = params.get(key);
      if (value) api.set(key, value);
    }
    if (!api.has("page")) api.set("page", "1");
    if (!api.has("limit")) api.set("limit", String(defaultLimit));
    if (!api.has("sort") && defaultSort) api.set("sort", defaultSort);
    if (!api.has("order") && !params.get("sort") && defaultOrder) api.set("order", defaultOrder);
    const order = params.get("order");
    return {
      page: wholeOr(params.get("page"), 1),
      limit: wholeOr(params.get("limit"), defaultLimit),
      q: params.get("q") ?? "",
      sort: params.get("sort") ?? undefined,
      order: order === "asc" || order === "desc" ? order : undefined,
      filters,
      apiQuery: api.toString(),
    };
  }, [params, filterKeys, defaultLimit, defaultSort, defaultOrder]);

  // A navigation lands after a server round trip; a second change made meanwhile (a filter picked
  // while the search still waits for typing to pause) builds on the first, not on the old address.
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === params.toString()) pending.current = null;
  }, [params]);

  const update = useCallback<TableUpdate>(
    (changes, { replace = false } = {}) => {
      const next = new URLSearchParams(pending.current ?? params.toString());
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!("page" in changes)) next.delete("page");
      pending.current = next.toString() === params.toString() ? null : next.toString();
      const url = next.size > 0 ? `${pathname}?${next.toString()}` : pathname;
      if (replace) router.replace(url, { scroll: false });
      else router.push(url, { scroll: false });
    },
    [params, pathname, router],
  );

  const clear = useCallback(() => {
    pending.current = params.size > 0 ? "" : null;
    router.push(pathname, { scroll: false });
  }, [params, pathname, router]);

  return { query, update, clear };
}

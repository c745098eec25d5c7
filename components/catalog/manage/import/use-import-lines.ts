"use client";

import useSWR from "swr";
import { fetchTablePage, type TablePageData } from "@/components/ui/server-table/use-table-page";
import { partsImportLinesPath, type PartsImportLine } from "@/domains/catalog/client";

export type LineAction = PartsImportLine["action"];

export interface LinesPlace {
  /** One action's lines, or all of them. */
  action: LineAction | null;
  page: number;
  limit: number;
}

/** A page of an import's lines; the page on show stays while the next one loads. */
export function useImportLines(importId: string, { action, page, limit }: LinesPlace) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (action) query.set("status", action);
  const lines = useSWR<TablePageData<PartsImportLine>, Error>(
    partsImportLinesPath(importId, query),
    fetchTablePage<PartsImportLine>,
    { keepPreviousData: true },
  );
  return {
    data: lines.data,
    error: lines.error,
    loading: lines.isValidating,
    retry: () => void lines.mutate(),
  };
}

import type { PartJson } from "@/lib/contract/part";

export interface PartsPage {
  parts: PartJson[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}

/** A page of parts and its place in the whole. */
export const pageOf = (
  found: PartJson[],
  page: number,
  pageSize: number,
  total: number,
): PartsPage => ({
  parts: found,
  page,
  pageSize,
  total,
  pageCount: Math.max(1, Math.ceil(total / pageSize)),
});

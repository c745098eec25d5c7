import type { PartJson } from "@/domains/catalog/part-json";

export interface PartsPage {
  parts: PartJson[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  /** The search as it was read when a misspelt word was corrected ("brake pads"). */
  correctedQuery?: string;
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

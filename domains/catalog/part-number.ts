import { partNumberKey, slugOf } from "@/lib/text";

const NAME_SLUG_MAX = 80;

/** A part's page path: its number first (what finds it again), then its name for people. */
export function partPath(part: { partNumber: string; productName: string }): string {
  const name = slugOf(part.productName).slice(0, NAME_SLUG_MAX).replace(/-+$/, "");
  const number = slugOf(part.partNumber);
  return `/parts/${name ? `${number}-${name}` : number}`;
}

/**
 * The part-number keys a page slug may start with, longest first: the slug's leading words,
 * one more each time ("bp-1234-ceramic" → BP1234CERAMIC, BP1234, BP).
 */
export function slugNumberKeys(slug: string): string[] {
  const words = slug.split("-").filter(Boolean);
  const keys = words.map((_, index) => partNumberKey(words.slice(0, index + 1).join("")));
  return [...new Set(keys.filter(Boolean))].reverse();
}

/** The stored matching columns of a part's numbers: its own key and every number's key. */
export function numberColumns(partNumber: string, oemNumbers: readonly string[]) {
  const ownKey = partNumberKey(partNumber);
  const numberKeys = [...new Set([ownKey, ...oemNumbers.map(partNumberKey)])].filter(Boolean);
  return { partNumberKey: ownKey, numberKeys };
}

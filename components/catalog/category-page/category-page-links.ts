import { CATEGORY_SEPARATOR, pagedPath } from "@/domains/catalog";
import { categoryPagePath, type CategorySlugs } from "@/domains/catalog";

/** A page of a category's list: its own path for the first, `…/page/N` after. */
export const categoryListHref = (category: CategorySlugs, page: number) =>
  pagedPath(categoryPagePath(category), page);

/** The finder's value for a category: a group ("Brakes") or a leaf ("Brakes › Pads"). */
const finderCategory = ({ group, leaf }: CategorySlugs) =>
  leaf ? `${group}${CATEGORY_SEPARATOR}${leaf}` : group;

/**
 * The finder narrowed to the category and one brand: a plain link (the finder's filtered
 * addresses are noindex, follow; see finder-indexing.ts).
 */
export const brandFinderHref = (category: CategorySlugs, brand: string) =>
  `/allParts?${new URLSearchParams({ category: finderCategory(category), brand })}`;

import { CATEGORY_TREE, type CategoryGroup, categoryPath } from "./categories";
import { slugOf } from "@/lib/text";

/**
 * URL slugs of the category tree ("Brakes" → "brakes", "Spark Plugs" → "spark-plugs"), for the
 * category landing pages and the category × vehicle pages. "Other › General" holds parts listed
 * before categories existed: it is nobody's search, so it has no page.
 */
const WITHOUT_PAGE: readonly CategoryGroup[] = ["Other"];

export interface CategorySlugs {
  group: CategoryGroup;
  /** The leaf's name ("Pads"), or undefined for the whole group. */
  leaf?: string;
}

export const categoryPageGroups = (): CategoryGroup[] =>
  (Object.keys(CATEGORY_TREE) as CategoryGroup[]).filter((group) => !WITHOUT_PAGE.includes(group));

/** The group (and leaf) two slugs name, or null when the tree has no such page. */
export function categoryFromSlugs(groupSlug: string, leafSlug?: string): CategorySlugs | null {
  const group = categoryPageGroups().find((name) => slugOf(name) === groupSlug);
  if (!group) return null;
  if (leafSlug === undefined) return { group };
  const leaf = CATEGORY_TREE[group].find((name) => slugOf(name) === leafSlug);
  return leaf ? { group, leaf } : null;
}

/** The slugs' path below a prefix: "brakes" or "brakes/pads". */
export const categorySlugPath = ({ group, leaf }: CategorySlugs) =>
  leaf ? `${slugOf(group)}/${slugOf(leaf)}` : slugOf(group);

/** `/categories/brakes` or `/categories/brakes/pads`. */
export const categoryPagePath = (category: CategorySlugs) =>
  `/categories/${categorySlugPath(category)}`;

/** The slugs of a part's "Group › Leaf" category, or null for one without a page. */
export function slugsOfCategory(category: string): CategorySlugs | null {
  for (const group of categoryPageGroups()) {
    const leaf = CATEGORY_TREE[group].find((name) => categoryPath(group, name) === category);
    if (leaf) return { group, leaf };
  }
  return null;
}

/** Every category page: each group, then each of its leaves. */
export const allCategoryPages = (): CategorySlugs[] =>
  categoryPageGroups().flatMap((group) => [
    { group },
    ...CATEGORY_TREE[group].map((leaf) => ({ group, leaf })),
  ]);

/** The page of a finder category value, a group ("Brakes") or a leaf ("Brakes › Pads"), or null. */
export function categoryPageOf(value: string): CategorySlugs | null {
  const group = categoryPageGroups().find((name) => name === value);
  return group ? { group } : slugsOfCategory(value);
}

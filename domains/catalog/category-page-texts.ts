/**
 * The texts of the category pages and of the links to them (the finder's link too: the long
 * introductions live apart, in category-intro-texts.ts, so no client bundle carries them).
 */
export const categoryPageTexts = {
  indexTitle: "Shop by Category",
  indexIntro:
    "Every category of the shop. Each page lists its parts, newest first, and their brands.",
  indexDescription:
    "Every category of parts at Redline Parts: brakes, filters, ignition, engine, suspension and more, with bulk prices.",
  partCount: (count: number) => `${count} part${count === 1 ? "" : "s"}`,
  empty: "No parts are listed in this category yet. Meanwhile, the whole shop is open.",
  browseAll: "Browse all parts",
  brandsTitle: "Brands",
  subcategoriesTitle: "In this category",
  seeAll: (title: string) => `See all ${title}`,
  description: (title: string, total: number) =>
    total > 0
      ? `${title}: ${total} parts at Redline Parts, with bulk prices and clear minimum order quantities.`
      : `${title} at Redline Parts: bulk prices and clear minimum order quantities.`,
  titleOfPage: (title: string, page: number) => (page > 1 ? `${title}, page ${page}` : title),
} as const;

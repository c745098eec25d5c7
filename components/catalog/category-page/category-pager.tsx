import { categoryPageTexts as texts, type CategorySlugs } from "@/domains/catalog";
import { categoryListHref } from "./category-page-links";

/** Previous and next as plain links (`?page=N`): crawlers and visitors without JS follow them. */
export function CategoryPager({
  category,
  page,
  pageCount,
}: {
  category: CategorySlugs;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-4">
      {page > 1 ? (
        <a href={categoryListHref(category, page - 1)} rel="prev" className="btn btn-outline">
          {texts.previous}
        </a>
      ) : null}
      <span data-testid="category-page-number">{texts.pageOf(page, pageCount)}</span>
      {page < pageCount ? (
        <a href={categoryListHref(category, page + 1)} rel="next" className="btn btn-outline">
          {texts.next}
        </a>
      ) : null}
    </nav>
  );
}

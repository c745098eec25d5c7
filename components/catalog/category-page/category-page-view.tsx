import Link from "next/link";
import { categoryIntro, categoryPageTexts as texts, categoryTitle } from "@/domains/catalog";
import type { CategoryPage } from "@/domains/catalog/server";
import { PartCard } from "@/components/catalog/shop/part-card";
import { ShopPagination } from "@/components/catalog/shop/shop-pagination";
import { partCardJson } from "@/components/catalog/shop/part-card-data";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { JsonLd } from "@/lib/seo/json-ld";
import { breadcrumbData, categoryBreadcrumbs } from "@/lib/seo/breadcrumb-data";
import { itemListData } from "@/lib/seo/item-list-data";
import { CategoryAside } from "./category-aside";
import { categoryListHref } from "./category-page-links";

/**
 * A category's landing page: server HTML only (cards and plain links), so it reads the same
 * without JavaScript and to a crawler. Its introduction, a page of its parts, its brands.
 */
export function CategoryPageView({ page, siteUrl }: { page: CategoryPage; siteUrl: string }) {
  const { category } = page;
  const crumbs = categoryBreadcrumbs(category);
  const firstPosition = (page.page - 1) * page.pageSize + 1;
  return (
    <>
      <JsonLd data={breadcrumbData(siteUrl, crumbs)} />
      {page.parts.length > 0 ? (
        <JsonLd
          data={itemListData(
            siteUrl,
            page.parts.map((part) => part.url),
            firstPosition,
          )}
        />
      ) : null}
      <PageHeader
        title={categoryTitle(category)}
        trail={crumbs.map((crumb, index) =>
          index === crumbs.length - 1
            ? { label: crumb.name }
            : { label: crumb.name, href: crumb.path },
        )}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[16rem_1fr]">
        <CategoryAside category={category} brands={page.brands} />
        <div className="min-w-0 space-y-8">
          <p className="text-lg" data-testid="category-intro">
            {categoryIntro(category)}
          </p>
          {page.total > 0 ? (
            <>
              <p className="text-base-content/75" data-testid="category-count">
                {texts.partCount(page.total)}
              </p>
              <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="category-parts">
                {page.parts.map((part, index) => (
                  // `part-card-slot` spans the card's four rows and hands them on to it.
                  <li key={part._id} className="part-card-slot">
                    <PartCard card={partCardJson(part)} priority={index === 0} />
                  </li>
                ))}
              </ul>
              <ShopPagination
                page={page.page}
                pageCount={page.pageCount}
                hrefFor={(number) => categoryListHref(category, number)}
              />
            </>
          ) : (
            <EmptyState message={texts.empty}>
              <Link href="/allParts" className="btn btn-primary">
                {texts.browseAll}
              </Link>
            </EmptyState>
          )}
        </div>
      </div>
    </>
  );
}

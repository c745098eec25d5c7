import "server-only";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import {
  categoryFromSlugs,
  categoryPagePath,
  categoryPageTexts as texts,
  categoryTitle,
  shopPageSchema,
} from "@/domains/catalog";
import { cachedCategoryPage } from "@/domains/catalog/server";
import { config } from "@/lib/config";
import { notFoundMetadata, pageMetadata } from "@/lib/seo/page-metadata";
import { categoryListHref } from "./category-page-links";
import { CategoryPageView } from "./category-page-view";

/** What a category route's address holds: the slugs, and `?page=N` as it was written. */
export interface CategoryRouteParams {
  group: string;
  leaf?: string;
  page?: string | string[];
}

/** The page the path names, or null: no such category ("Other" too), or no such page of it. */
const findPage = cache(async (group: string, leaf?: string, pageText?: string | string[]) => {
  const category = categoryFromSlugs(group, leaf);
  // A page number that is not one (`?page=abc`, `?page=0`, the key twice) names no page: 404.
  const page = pageText === undefined ? 1 : shopPageSchema.safeParse(pageText).data;
  if (!category || page === undefined) return null;
  return cachedCategoryPage(category, page);
});

export async function categoryRouteMetadata(params: CategoryRouteParams): Promise<Metadata> {
  const page = await findPage(params.group, params.leaf, params.page);
  if (!page) return notFoundMetadata;
  const title = categoryTitle(page.category);
  return {
    ...pageMetadata({
      title: texts.titleOfPage(title, page.page),
      description: texts.description(title, page.total),
      path: categoryListHref(page.category, page.page),
    }),
    // An empty category is a page (its links hold), but nothing for a search engine yet.
    ...(page.total === 0 ? { robots: { index: false, follow: true } } : {}),
  };
}

export async function CategoryRoute({ params }: { params: CategoryRouteParams }) {
  const page = await findPage(params.group, params.leaf, params.page);
  if (!page) notFound();
  // `?page=1` names the first page, which has one address.
  if (params.page !== undefined && page.page === 1) redirect(categoryPagePath(page.category));
  return <CategoryPageView page={page} siteUrl={config().siteUrl} />;
}

import "server-only";
import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import {
  categoryFromSlugs,
  categoryPagePath,
  categoryPageTexts as texts,
  categoryTitle,
  pageOfPath,
} from "@/domains/catalog";
import { cachedCategoryPage } from "@/domains/catalog/server";
import { config } from "@/lib/config";
import { notFoundMetadata, pageMetadata } from "@/lib/seo/page-metadata";
import { categoryListHref } from "./category-page-links";
import { CategoryPageView } from "./category-page-view";

/** A category route's path segments (`number` from `…/page/N`). */
export interface CategoryRouteParams {
  group: string;
  leaf?: string;
  number?: string;
}

/** The page the path names, or null: no such category ("Other" too), or no such page of it. */
const findPage = cache(async (group: string, leaf?: string, number?: string) => {
  const category = categoryFromSlugs(group, leaf);
  const page = pageOfPath(number);
  if (!category || page === null) return null;
  return cachedCategoryPage(category, page);
});

export async function categoryRouteMetadata(params: CategoryRouteParams): Promise<Metadata> {
  const page = await findPage(params.group, params.leaf, params.number);
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
  const page = await findPage(params.group, params.leaf, params.number);
  if (!page) notFound();
  // `…/page/1` (or `…/page/01`) names a page whose address is another: sent on to it.
  const path = categoryListHref(page.category, page.page);
  const asked = `${categoryPagePath(page.category)}/page/${params.number}`;
  if (params.number !== undefined && asked !== path) permanentRedirect(path);
  return <CategoryPageView page={page} siteUrl={config().siteUrl} />;
}

import type { Metadata } from "next";
import { categoryPageTexts as texts } from "@/domains/catalog";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { CategoryIndex } from "@/components/catalog/category-page/category-index";

export const metadata: Metadata = pageMetadata({
  title: texts.indexTitle,
  description: texts.indexDescription,
  path: "/categories",
});

/** `/categories`: every category group and its leaves, each a link to its landing page. */
export default function CategoriesPage() {
  return <CategoryIndex />;
}

import type { Metadata } from "next";
import {
  CategoryRoute,
  categoryRouteMetadata,
} from "@/components/catalog/category-page/category-route";

// No page is built ahead: each is rendered on its first visit, then served from the cache.
export const generateStaticParams = () => [];

export async function generateMetadata({
  params,
}: PageProps<"/categories/[group]/[leaf]">): Promise<Metadata> {
  return categoryRouteMetadata(await params);
}

/** `/categories/brakes/pads`: a leaf's landing page. */
export default async function CategoryLeafPage({
  params,
}: PageProps<"/categories/[group]/[leaf]">) {
  return <CategoryRoute params={await params} />;
}

import type { Metadata } from "next";
import {
  CategoryRoute,
  categoryRouteMetadata,
} from "@/components/catalog/category-page/category-route";

// No page is built ahead: each is rendered on its first visit, then served from the cache.
export const generateStaticParams = () => [];

export async function generateMetadata({
  params,
}: PageProps<"/categories/[group]/[leaf]/page/[page]">): Promise<Metadata> {
  return categoryRouteMetadata(await params);
}

/** `/categories/brakes/pads?page=N` lands here (next.config rewrites it). */
export default async function CategoryLeafLaterPage({
  params,
}: PageProps<"/categories/[group]/[leaf]/page/[page]">) {
  return <CategoryRoute params={await params} />;
}

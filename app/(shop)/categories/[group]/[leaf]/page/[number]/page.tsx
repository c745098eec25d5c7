import type { Metadata } from "next";
import {
  CategoryRoute,
  categoryRouteMetadata,
} from "@/components/catalog/category-page/category-route";

// `/categories/brakes/pads/page/2`, a leaf's later page: rendered on its first visit, then
// served from the cache.
export const generateStaticParams = () => [];

export async function generateMetadata({
  params,
}: PageProps<"/categories/[group]/[leaf]/page/[number]">): Promise<Metadata> {
  return categoryRouteMetadata(await params);
}

export default async function CategoryLeafLaterPage({
  params,
}: PageProps<"/categories/[group]/[leaf]/page/[number]">) {
  return <CategoryRoute params={await params} />;
}

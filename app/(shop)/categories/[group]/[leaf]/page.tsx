import type { Metadata } from "next";
import {
  CategoryRoute,
  categoryRouteMetadata,
} from "@/components/catalog/category-page/category-route";

// `/categories/brakes/pads`, a leaf's landing page: rendered on its first visit, then served
// from the cache (expired with its data's tags when parts change).
export const generateStaticParams = () => [];

export async function generateMetadata({
  params,
}: PageProps<"/categories/[group]/[leaf]">): Promise<Metadata> {
  return categoryRouteMetadata(await params);
}

export default async function CategoryLeafPage({
  params,
}: PageProps<"/categories/[group]/[leaf]">) {
  return <CategoryRoute params={await params} />;
}

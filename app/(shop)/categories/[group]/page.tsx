import type { Metadata } from "next";
import {
  CategoryRoute,
  categoryRouteMetadata,
} from "@/components/catalog/category-page/category-route";

type Props = PageProps<"/categories/[group]">;

// Rendered per request, as the page number is in the query; its data is cached
// (cachedCategoryPage), so a visit costs no database read until the parts change.
const routeParams = async ({ params, searchParams }: Props) => ({
  ...(await params),
  page: (await searchParams).page,
});

export async function generateMetadata(props: Props): Promise<Metadata> {
  return categoryRouteMetadata(await routeParams(props));
}

/** `/categories/brakes` (and `?page=N`): a category group's landing page. */
export default async function CategoryGroupPage(props: Props) {
  return <CategoryRoute params={await routeParams(props)} />;
}

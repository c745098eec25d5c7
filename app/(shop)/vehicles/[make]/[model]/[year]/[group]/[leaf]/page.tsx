import {
  vehicleCategoryMetadata,
  VehicleCategoryRoute,
} from "@/components/catalog/vehicle-category-page/vehicle-category-route";

// No page is built ahead: each is rendered on its first visit, then served from the cache.
export const generateStaticParams = () => [];

export async function generateMetadata({
  params,
}: PageProps<"/vehicles/[make]/[model]/[year]/[group]/[leaf]">) {
  return vehicleCategoryMetadata(await params);
}

export default async function VehicleCategoryPage({
  params,
}: PageProps<"/vehicles/[make]/[model]/[year]/[group]/[leaf]">) {
  return <VehicleCategoryRoute raw={await params} />;
}

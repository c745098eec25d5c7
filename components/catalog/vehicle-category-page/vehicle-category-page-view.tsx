import { vehicleCategoryPagePath, vehicleCategoryTitle } from "@/domains/catalog";
import type { VehicleCategoryPage } from "@/domains/catalog/server";
import { vehicleLabel } from "@/domains/fitment";
import { config } from "@/lib/config";
import { breadcrumbData } from "@/lib/seo/breadcrumb-data";
import { JsonLd } from "@/lib/seo/json-ld";
import { productListData } from "@/lib/seo/structured-data";
import { vehicleCategoryBreadcrumbs } from "@/lib/seo/vehicle-category-data";
import { PageHeader } from "@/components/ui/page-header";
import { PartCard } from "@/components/catalog/shop/part-card";
import { partCardJson } from "@/components/catalog/shop/part-card-data";
import { ShopPagination } from "@/components/catalog/shop/shop-pagination";

/** "14 brake parts fit the 2019 Ford F-150 or one of its engines and trims." */
function summary({ total, vehicle }: VehicleCategoryPage, title: string): string {
  const parts = `${total} part${total === 1 ? "" : "s"}`;
  return `${parts} in ${title} fit the ${vehicleLabel(vehicle)} or one of its engines and trims.`;
}

/**
 * A vehicle × category page: server HTML only (cards and plain links), so it reads the same
 * without JavaScript and to a crawler. Each card carries its fit badge for the page's vehicle.
 */
export function VehicleCategoryPageView({ page }: { page: VehicleCategoryPage }) {
  const { vehicle, category } = page;
  const crumbs = vehicleCategoryBreadcrumbs(vehicle, category);
  const { siteUrl } = config();
  const title = vehicleCategoryTitle(vehicle, category);
  const parts = page.parts.map(({ part }) => part);
  return (
    <>
      <JsonLd data={breadcrumbData(siteUrl, crumbs)} />
      <JsonLd data={productListData(siteUrl, parts, title)} />
      <PageHeader
        title={title}
        trail={crumbs.map((crumb, index) =>
          index === crumbs.length - 1
            ? { label: crumb.name }
            : { label: crumb.name, href: crumb.path },
        )}
      />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
        <p className="text-lg" data-testid="vehicle-category-summary">
          {summary(page, crumbs.at(-1)!.name)}
        </p>
        {/* The cards' names are h3: headings go down one level at a time (Lighthouse, a11y). */}
        <h2 className="sr-only">Parts</h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {page.parts.map(({ part, fitment }, index) => (
            // The page's vehicle is known on the server: its badge is part of the cached HTML.
            <li key={part._id} className="part-card-slot">
              <PartCard card={partCardJson({ ...part, fitment })} priority={index === 0} />
            </li>
          ))}
        </ul>
        <ShopPagination
          page={page.page}
          pageCount={page.pageCount}
          hrefFor={(number) => vehicleCategoryPagePath(vehicle, category, number)}
        />
      </div>
    </>
  );
}

import Link from "next/link";
import { vehicleLabel } from "@/domains/fitment";
import type { VehiclePage } from "@/domains/catalog/server";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { VehicleCategoriesNav } from "./vehicle-categories-nav";
import { vehiclePageTitle, vehicleShopHref } from "./vehicle-page-links";
import { VehiclePartGroups } from "./vehicle-part-groups";
import { VehicleRelatedLinks } from "./vehicle-related-links";

/** The line under the title: how many parts fit, or that none is listed yet. */
function vehiclePageSummary(page: Pick<VehiclePage, "vehicle" | "total">): string {
  const name = vehicleLabel(page.vehicle);
  if (page.total === 0) return `No parts are listed for the ${name} yet.`;
  return `${page.total} part${page.total === 1 ? "" : "s"} fit the ${name} or one of its engines and trims.`;
}

/**
 * A vehicle's landing page: server HTML only (links and cards), so it reads the same without
 * JavaScript and to a crawler. The parts by category group, every category, the other years.
 */
export function VehiclePageView({ page }: { page: VehiclePage }) {
  const { vehicle } = page;
  const title = vehiclePageTitle(vehicle);
  return (
    <>
      <PageHeader
        title={title}
        trail={[
          { label: "Home", href: "/" },
          { label: "Shop", href: "/allParts" },
          { label: vehicleLabel(vehicle) },
        ]}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[16rem_1fr]">
        <aside
          className="space-y-8 lg:order-first"
          aria-label={`More for the ${vehicle.make} ${vehicle.model}`}
        >
          {page.total > 0 ? <VehicleCategoriesNav page={page} /> : null}
          <VehicleRelatedLinks page={page} />
        </aside>
        <div className="min-w-0 space-y-8">
          <p className="text-lg" data-testid="vehicle-page-summary">
            {vehiclePageSummary(page)}
          </p>
          {page.total > 0 ? (
            <VehiclePartGroups vehicle={vehicle} groups={page.groups} />
          ) : (
            <EmptyState message="Parts for this vehicle are on their way. Meanwhile, the whole shop is open.">
              <Link href="/allParts" className="btn btn-primary">
                Browse all parts
              </Link>
            </EmptyState>
          )}
          {page.total > 0 ? (
            <a href={vehicleShopHref(vehicle._id)} className="btn btn-primary">
              All {page.total} parts for the {vehicleLabel(vehicle)}
            </a>
          ) : null}
        </div>
      </div>
    </>
  );
}

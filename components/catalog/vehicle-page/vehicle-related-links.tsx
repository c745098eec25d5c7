import Link from "next/link";
import type { VehiclePage } from "@/domains/catalog/server";
import { vehicleShopHref, yearPagePath } from "./vehicle-page-links";

/** The model's other years (their landing pages) and the vehicle's engines and trims. */
export function VehicleRelatedLinks({ page }: { page: VehiclePage }) {
  const { vehicle, years, configurations } = page;
  const model = `${vehicle.make} ${vehicle.model}`;
  return (
    <>
      <nav aria-labelledby="vehicle-years-title">
        <h2 id="vehicle-years-title" className="mb-2 text-lg font-bold">
          {model} by year
        </h2>
        <ul className="flex flex-wrap gap-2">
          {years.map((year) => (
            <li key={year}>
              {year === vehicle.year ? (
                <span className="btn btn-sm btn-active" aria-current="page">
                  {year}
                </span>
              ) : (
                <Link
                  href={yearPagePath(vehicle, year)}
                  className="btn btn-sm btn-outline"
                  aria-label={`${year} ${model} parts`}
                >
                  {year}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {configurations.length > 0 ? (
        <nav aria-labelledby="vehicle-configurations-title">
          <h2 id="vehicle-configurations-title" className="mb-2 text-lg font-bold">
            Engines and trims
          </h2>
          <ul className="space-y-1">
            {configurations.map((configuration) => (
              <li key={configuration._id}>
                <a href={vehicleShopHref(configuration._id)} className="link link-hover">
                  {[configuration.submodel, configuration.engine].filter(Boolean).join(" ")}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}

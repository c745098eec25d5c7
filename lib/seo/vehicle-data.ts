import { yearSpan, type FitmentRange } from "@/domains/fitment";

/** How many vehicles a part's page names (a universal belt fits thousands). */
export const FITS_LISTED_MAX = 20;

const words = (...parts: (string | null)[]) => parts.filter(Boolean).join(" ");

/** The vehicles a part fits, as schema.org Vehicles: one per year range of a configuration. */
export function sparePartForData(ranges: FitmentRange[]) {
  const vehicles = new Map<string, Record<string, unknown>>();
  for (const range of ranges) {
    const name = words(yearSpan(range), range.make, range.model, range.submodel, range.engine);
    if (vehicles.has(name)) continue;
    if (vehicles.size === FITS_LISTED_MAX) break;
    vehicles.set(name, {
      "@type": "Vehicle",
      name,
      brand: { "@type": "Brand", name: range.make },
      model: range.model,
      ...(range.yearFrom === range.yearTo ? { vehicleModelDate: String(range.yearFrom) } : {}),
      ...(range.submodel ? { vehicleConfiguration: range.submodel } : {}),
      ...(range.engine
        ? { vehicleEngine: { "@type": "EngineSpecification", name: range.engine } }
        : {}),
    });
  }
  return [...vehicles.values()];
}

import { formatMoney } from "@/lib/money";
import { finderHref, toggleBrand, type FinderParams } from "./finder-params";

// A price filter as the spec writes money ("25.50$"); the URL holds it in dollars ("25.5").
const moneyText = (dollars: string) => formatMoney(Number(dollars));

export interface FilterChip {
  label: string;
  /** The finder without this filter. */
  href: string;
}

/**
 * Every filter in force, each with the link that removes it. The vehicle's chip names it
 * ("Fits 2019 Ford F-150") when the page could read it.
 */
export function activeFilterChips(params: FinderParams, vehicleName?: string): FilterChip[] {
  const without = (change: Partial<FinderParams>) => finderHref({ ...params, ...change });
  const chips: FilterChip[] = [];
  if (params.vehicle)
    chips.push({
      label: `Fits ${vehicleName ?? "the chosen vehicle"}`,
      href: without({ vehicle: undefined }),
    });
  if (params.q) chips.push({ label: `“${params.q}”`, href: without({ q: undefined }) });
  if (params.category)
    chips.push({ label: `Category: ${params.category}`, href: without({ category: undefined }) });
  for (const brand of params.brands)
    chips.push({ label: `Brand: ${brand}`, href: finderHref(toggleBrand(params, brand)) });
  if (params.minPrice)
    chips.push({
      label: `From ${moneyText(params.minPrice)}`,
      href: without({ minPrice: undefined }),
    });
  if (params.maxPrice)
    chips.push({
      label: `Up to ${moneyText(params.maxPrice)}`,
      href: without({ maxPrice: undefined }),
    });
  if (params.inStock) chips.push({ label: "In stock only", href: without({ inStock: false }) });
  return chips;
}

import { activeFilterChips } from "./filter-chips";
import type { FinderParams } from "./finder-params";

/** The filters in force as chips, each a link that removes it, and one that clears them all. */
export function ActiveFilters({
  params,
  vehicleName,
}: {
  params: FinderParams;
  vehicleName?: string;
}) {
  const chips = activeFilterChips(params, vehicleName);
  if (chips.length === 0) return null;
  return (
    <nav aria-label="Active filters" className="mb-4">
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.label}>
            <a
              href={chip.href}
              className="badge badge-lg badge-outline gap-1 hover:badge-primary"
              aria-label={`Remove filter ${chip.label}`}
            >
              {chip.label}
              <span aria-hidden="true">×</span>
            </a>
          </li>
        ))}
        <li>
          <a href="/allParts" className="link text-sm">
            Clear all filters
          </a>
        </li>
      </ul>
    </nav>
  );
}

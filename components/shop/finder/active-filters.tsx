import Link from "next/link";
import { activeFilterChips, type FinderParams } from "./finder-params";

/** The filters in force as chips, each a link that removes it, and one that clears them all. */
export function ActiveFilters({ params }: { params: FinderParams }) {
  const chips = activeFilterChips(params);
  if (chips.length === 0) return null;
  return (
    <nav aria-label="Active filters" className="mb-4">
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.label}>
            <Link
              href={chip.href}
              className="badge badge-lg badge-outline gap-1 hover:badge-primary"
              aria-label={`Remove filter ${chip.label}`}
              prefetch={false}
            >
              {chip.label}
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
        <li>
          <Link href="/allParts" className="link text-sm" prefetch={false}>
            Clear all filters
          </Link>
        </li>
      </ul>
    </nav>
  );
}

import { CATEGORY_GROUPS } from "@/domains/catalog";
import { finderHref } from "./finder-params";

const SUGGESTED_GROUPS = CATEGORY_GROUPS.filter((group) => group !== "Other").slice(0, 6);

/** Nothing found: what to try instead, and the shop's main categories to browse. */
export function EmptyResults({ q }: { q?: string }) {
  return (
    <div className="rounded-box border border-base-200 p-8" data-testid="finder-empty">
      <h3 className="text-xl font-bold">
        {q ? `No parts found for “${q}”` : "No parts match these filters"}
      </h3>
      <ul className="mt-4 list-disc space-y-1 pl-6 text-base-content/80">
        {q ? <li>Check the spelling, or type the part number as printed on the part.</li> : null}
        {q ? <li>Use fewer or more general words, like “brake pads”.</li> : null}
        <li>Remove a filter, or widen the price range.</li>
      </ul>
      <h4 className="mt-6 font-semibold">Browse categories</h4>
      <ul className="mt-2 flex flex-wrap gap-2">
        {SUGGESTED_GROUPS.map((group) => (
          <li key={group}>
            <a
              href={finderHref({ brands: [], inStock: false, category: group })}
              className="btn btn-sm btn-outline"
            >
              {group}
            </a>
          </li>
        ))}
      </ul>
      <a href="/allParts" className="btn btn-primary btn-sm mt-6">
        Clear all filters
      </a>
    </div>
  );
}

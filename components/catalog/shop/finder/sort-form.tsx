import { BEST_MATCH_LABEL, finderEntries, SORT_OPTIONS, type FinderParams } from "./finder-params";
import { SortSelect } from "./sort-select";

/**
 * The order of the results: a GET form carrying the filters along. Choosing an order applies it;
 * the Sort button is there only for browsers without JavaScript (in <noscript>).
 */
export function SortForm({ params }: { params: FinderParams }) {
  const hidden = finderEntries({ ...params, sort: undefined });
  const bestMatch = Boolean(params.q || params.vehicle);
  return (
    <form action="/allParts" method="get" className="flex items-center gap-2">
      {hidden.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="finder-sort" className="text-sm whitespace-nowrap">
        Sort by
      </label>
      <SortSelect
        id="finder-sort"
        name="sort"
        defaultValue={params.sort ?? (bestMatch ? "" : "1")}
        className="select select-sm w-auto"
      >
        {bestMatch ? <option value="">{BEST_MATCH_LABEL}</option> : null}
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SortSelect>
      <noscript>
        <button type="submit" className="btn btn-sm btn-outline">
          Sort
        </button>
      </noscript>
    </form>
  );
}

import { BEST_MATCH_LABEL, finderEntries, SORT_OPTIONS, type FinderParams } from "./finder-params";

/** The order of the results: a GET form (a select and its button) carrying the filters along. */
export function SortForm({ params }: { params: FinderParams }) {
  const hidden = finderEntries({ ...params, sort: undefined });
  return (
    <form action="/allParts" method="get" className="flex items-center gap-2">
      {hidden.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="finder-sort" className="text-sm whitespace-nowrap">
        Sort by
      </label>
      <select
        id="finder-sort"
        name="sort"
        defaultValue={params.sort ?? (params.q ? "" : "1")}
        className="select select-sm w-auto"
      >
        {params.q ? <option value="">{BEST_MATCH_LABEL}</option> : null}
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-sm btn-outline">
        Sort
      </button>
    </form>
  );
}

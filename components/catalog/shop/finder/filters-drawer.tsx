const FILTERS_TOGGLE_ID = "finder-filters-toggle";

/** Below lg, opens the filters' drawer (a CSS checkbox toggle: no script needed). */
export function FiltersButton() {
  return (
    <label
      htmlFor={FILTERS_TOGGLE_ID}
      className="btn btn-sm btn-outline lg:hidden"
      data-testid="filters-button"
    >
      Filters
    </label>
  );
}

/** The filters beside the results from lg up, in a drawer on smaller screens. */
export function FiltersDrawer({
  panel,
  children,
}: {
  panel: React.ReactNode;
  children: React.ReactNode;
}) {
  if (!panel) return <div className="mt-6">{children}</div>;
  return (
    <div className="drawer mt-6 lg:drawer-open">
      <input
        id={FILTERS_TOGGLE_ID}
        type="checkbox"
        className="drawer-toggle"
        aria-label="Filters"
      />
      <div className="drawer-content min-w-0 lg:pl-8">{children}</div>
      <div className="drawer-side z-40 lg:static lg:z-auto lg:h-auto">
        <label htmlFor={FILTERS_TOGGLE_ID} className="drawer-overlay lg:hidden">
          <span className="sr-only">Close filters</span>
        </label>
        <div
          className="min-h-full w-72 bg-base-100 p-4 lg:min-h-0 lg:w-60 lg:p-0"
          data-testid="filters-drawer"
        >
          <label htmlFor={FILTERS_TOGGLE_ID} className="btn btn-sm btn-ghost mb-2 lg:hidden">
            Close filters
          </label>
          {panel}
        </div>
      </div>
    </div>
  );
}

import { orderHistoryTexts as t } from "@/domains/ordering";

/** While the orders load: the shape of a few orders, and the words for screen readers. */
export function MyOrdersLoading() {
  return (
    <div aria-busy="true" data-testid="my-orders-loading" className="flex flex-col gap-3">
      <span role="status" className="sr-only">
        {t.loading}
      </span>
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex items-center gap-4 rounded-box border border-base-300 bg-base-100 p-4"
        >
          <div className="skeleton h-12 w-12 shrink-0 rounded-box" />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="skeleton h-4 w-2/3 max-w-64" />
            <div className="skeleton h-3 w-1/2 max-w-48" />
          </div>
          <div className="skeleton hidden h-8 w-28 sm:block" />
        </div>
      ))}
    </div>
  );
}

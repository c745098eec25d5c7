import type { FinderParams } from "./finder-params";

/** The price range: a GET form that carries the other filters along as hidden fields. */
export function PriceForm({
  params,
  hidden,
  range,
}: {
  params: FinderParams;
  hidden: [string, string][];
  range: { min: number | null; max: number | null };
}) {
  return (
    <section aria-labelledby="filter-price-title">
      <h3 id="filter-price-title" className="mb-1 font-semibold">
        Price ($)
      </h3>
      <form action="/allParts" method="get" className="flex flex-wrap items-end gap-2">
        {hidden.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <label className="flex w-24 flex-col gap-1 text-sm">
          Min
          <input
            type="text"
            inputMode="decimal"
            name="minPrice"
            defaultValue={params.minPrice}
            placeholder={range.min === null ? "0" : String(Math.floor(range.min))}
            className="input input-sm"
          />
        </label>
        <label className="flex w-24 flex-col gap-1 text-sm">
          Max
          <input
            type="text"
            inputMode="decimal"
            name="maxPrice"
            defaultValue={params.maxPrice}
            placeholder={range.max === null ? "" : String(Math.ceil(range.max))}
            className="input input-sm"
          />
        </label>
        <button type="submit" className="btn btn-sm btn-outline">
          Apply price
        </button>
      </form>
    </section>
  );
}

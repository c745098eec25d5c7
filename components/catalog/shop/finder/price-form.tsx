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
        <PriceBound
          label="Min"
          name="minPrice"
          value={params.minPrice}
          hint={range.min === null ? "0" : String(Math.floor(range.min))}
        />
        <PriceBound
          label="Max"
          name="maxPrice"
          value={params.maxPrice}
          hint={range.max === null ? "" : String(Math.ceil(range.max))}
        />
        <button type="submit" className="btn btn-sm btn-outline">
          Apply price
        </button>
      </form>
    </section>
  );
}

/** One end of the price range; the catalog's own end shows as the placeholder. */
function PriceBound({
  label,
  name,
  value,
  hint,
}: {
  label: string;
  name: "minPrice" | "maxPrice";
  value: string | undefined;
  hint: string;
}) {
  return (
    <label className="flex w-24 flex-col gap-1 text-sm">
      {label}
      <input
        type="text"
        inputMode="decimal"
        name={name}
        defaultValue={value}
        placeholder={hint}
        className="input input-sm"
      />
    </label>
  );
}

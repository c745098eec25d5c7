import type { PartJson } from "@/domains/catalog";
import { packageMessages } from "@/domains/catalog/catalog-texts";
import { gtinTexts } from "@/domains/catalog/gtin-texts";

/**
 * The part's specifications, one name and value a row, then its weight, size and GTIN when known.
 */
export function PartSpecsTable({
  specs,
  weight,
  dimensions,
  gtin,
}: Pick<PartJson, "specs" | "weight" | "dimensions" | "gtin">) {
  const rows = [
    ...specs,
    ...(weight === null
      ? []
      : [{ name: packageMessages.weightRow, value: packageMessages.weightSpec(weight) }]),
    ...(dimensions === null
      ? []
      : [{ name: packageMessages.sizeRow, value: packageMessages.dimensionsSpec(dimensions) }]),
    ...(gtin === null ? [] : [{ name: gtinTexts.detailLabel, value: gtin }]),
  ];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="part-specs-title">
      <h2 id="part-specs-title" className="mb-3 text-2xl font-bold">
        Specifications
      </h2>
      <div className="overflow-x-auto rounded-box border border-base-200">
        <table className="table">
          <caption className="sr-only">Specifications</caption>
          <tbody>
            {rows.map((spec) => (
              <tr key={spec.name}>
                <th scope="row" className="w-1/3 font-semibold">
                  {spec.name}
                </th>
                <td>{spec.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

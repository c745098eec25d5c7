import Link from "next/link";
import type { FitmentJson } from "@/domains/fitment";
import { fitmentRanges, yearSpan, type FitmentRange } from "@/domains/fitment";
import { vehiclePagePath } from "@/domains/fitment";

const FITMENT_TITLE = "Fits these vehicles";
const UNIVERSAL_FITMENT = "Fits all vehicles (universal)";
const NO_FITMENT = "No fitment data for this part yet";
/** Up to this many lines the makes are shown open; a longer list opens one make at a time. */
const FITMENT_LINES_OPEN = 12;

interface ModelLines {
  model: string;
  years: number[];
  lines: FitmentRange[];
}

/** The ranges by make, then model, each model with every year it has a line in. */
function byMakeAndModel(ranges: FitmentRange[]): Map<string, ModelLines[]> {
  const makes = new Map<string, ModelLines[]>();
  for (const range of ranges) {
    const models = makes.get(range.make) ?? [];
    let entry = models.find((candidate) => candidate.model === range.model);
    if (!entry) models.push((entry = { model: range.model, years: [], lines: [] }));
    entry.lines.push(range);
    for (let year = range.yearFrom; year <= range.yearTo; year += 1)
      if (!entry.years.includes(year)) entry.years.push(year);
    makes.set(range.make, models);
  }
  for (const models of makes.values())
    for (const entry of models) entry.years.sort((a, b) => a - b);
  return makes;
}

const detailOf = (line: FitmentRange) =>
  [line.submodel, line.engine].filter(Boolean).join(" ") || "All";

/** Position, quantity and note in one phone cell: "Front · Qty 2 · With sensor". */
const foldedOf = (line: FitmentRange) =>
  [line.position, line.quantity === null ? null : `Qty ${line.quantity}`, line.note]
    .filter(Boolean)
    .join(" · ");

/**
 * The part's category group and where its page for one vehicle is (the catalog knows; fitment
 * must not import it): null where the group has no such page.
 */
export interface GroupLinks {
  group: string;
  pathFor: (vehicle: { make: string; model: string; year: number }) => string | null;
}

/** "More Brakes for 2020 Ford F-150": the part's group for the model's newest year it fits. */
function MoreOfGroup({ make, entry, more }: { make: string; entry: ModelLines; more: GroupLinks }) {
  const { group } = more;
  const year = entry.years.at(-1);
  const path = year && more.pathFor({ make, model: entry.model, year });
  if (!path) return null;
  return (
    <p className="text-sm">
      <a href={path} className="link link-primary">
        More {group} for {year} {make} {entry.model}
      </a>
    </p>
  );
}

/** One model's lines: its years as links to their landing pages, then the ranges as a table. */
function ModelTable({ make, entry, more }: { make: string; entry: ModelLines; more: GroupLinks }) {
  const name = `${make} ${entry.model}`;
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">{entry.model}</h3>
      <ul className="flex flex-wrap gap-1 text-sm" aria-label={`${name} parts by year`}>
        {entry.years.map((year) => (
          <li key={year}>
            <Link
              href={vehiclePagePath({ make, model: entry.model, year })}
              className="link"
              aria-label={`${year} ${name} parts`}
            >
              {year}
            </Link>
          </li>
        ))}
      </ul>
      <div className="overflow-x-auto rounded-box border border-base-200">
        <table className="table table-sm">
          <caption className="sr-only">Fitment of the {name}</caption>
          {/* On a phone the four columns after the years fold into one "Fitment" cell; the
              hidden cells are display: none, so each width has one set for screen readers. */}
          <thead>
            <tr>
              <th scope="col">Years</th>
              <th scope="col" className="sm:hidden">
                Fitment
              </th>
              <th scope="col" className="max-sm:hidden">
                Submodel / engine
              </th>
              <th scope="col" className="max-sm:hidden">
                Position
              </th>
              <th scope="col" className="max-sm:hidden">
                Qty
              </th>
              <th scope="col" className="max-sm:hidden">
                Note
              </th>
            </tr>
          </thead>
          <tbody>
            {entry.lines.map((line, index) => (
              <tr key={index}>
                <td className="whitespace-nowrap">{yearSpan(line)}</td>
                <td className="sm:hidden">
                  {detailOf(line)}
                  <span className="block text-base-content/70">{foldedOf(line)}</span>
                </td>
                <td className="max-sm:hidden">{detailOf(line)}</td>
                <td className="max-sm:hidden">{line.position ?? "—"}</td>
                <td className="max-sm:hidden">{line.quantity ?? "—"}</td>
                <td className="max-sm:hidden">{line.note ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <MoreOfGroup make={make} entry={entry} more={more} />
    </div>
  );
}

/**
 * The vehicles a part fits, as server HTML: by make (each a disclosure, so a part that fits
 * hundreds of vehicles stays readable), then model, years collapsed into ranges; each model
 * with a link to more parts of the part's category group for it.
 */
export function PartFitmentTable({
  fitment,
  universal,
  more,
}: {
  fitment: FitmentJson[];
  universal: boolean;
  more: GroupLinks;
}) {
  const ranges = fitmentRanges(fitment);
  const makes = byMakeAndModel(ranges);
  const open = ranges.length <= FITMENT_LINES_OPEN;
  return (
    <section aria-labelledby="part-fitment-title" data-testid="part-fitment">
      <h2 id="part-fitment-title" className="mb-3 text-2xl font-bold">
        {FITMENT_TITLE}
      </h2>
      {universal ? <p className="mb-3 font-semibold">{UNIVERSAL_FITMENT}</p> : null}
      {!universal && ranges.length === 0 ? (
        <p className="text-base-content/70">{NO_FITMENT}</p>
      ) : null}
      <div className="space-y-3">
        {[...makes].map(([make, models]) => (
          <details
            key={make}
            open={open}
            className="collapse-arrow collapse border border-base-200 bg-base-100"
          >
            <summary className="collapse-title text-lg font-bold">
              {make}{" "}
              <span className="text-sm font-normal text-base-content/70">
                ({models.map((entry) => entry.model).join(", ")})
              </span>
            </summary>
            <div className="collapse-content space-y-6">
              {models.map((entry) => (
                <ModelTable key={entry.model} make={make} entry={entry} more={more} />
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}

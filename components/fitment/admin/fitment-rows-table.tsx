"use client";

import { TrashIcon } from "@/components/layout/dashboard/icons";
import { cardLabel, DataTableFrame } from "@/components/ui/data-table-frame";
import { yearSpan, type FitmentRange } from "@/domains/fitment";
import { fitmentEditorTexts as texts } from "@/domains/fitment";

const [YEARS, MAKE, MODEL, SUBMODEL, ENGINE, POSITION, QUANTITY, NOTE, REMOVE] = texts.columns;

const label = (range: FitmentRange) =>
  [yearSpan(range), range.make, range.model, range.submodel, range.engine, range.position]
    .filter(Boolean)
    .join(" ");

/** The part's fitment as year ranges, each with its Remove button. */
export function FitmentRowsTable({
  ranges,
  loading,
  onRemove,
}: {
  ranges: FitmentRange[];
  loading: boolean;
  onRemove: (index: number) => void;
}) {
  if (!loading && ranges.length === 0)
    return <p className="text-base-content/70">{texts.noRows}</p>;
  return (
    <DataTableFrame caption={texts.rowsCaption} columns={texts.columns} loading={loading} cards>
      {ranges.map((range, index) => (
        <tr key={`${label(range)}|${range.note}|${index}`} data-testid="fitment-row">
          <td className="whitespace-nowrap" {...cardLabel(YEARS)}>
            {yearSpan(range)}
          </td>
          <td {...cardLabel(MAKE)}>{range.make}</td>
          <td {...cardLabel(MODEL)}>{range.model}</td>
          <td {...cardLabel(SUBMODEL)}>{range.submodel}</td>
          <td {...cardLabel(ENGINE)}>{range.engine}</td>
          <td {...cardLabel(POSITION)}>{range.position}</td>
          <td {...cardLabel(QUANTITY)}>{range.quantity}</td>
          <td {...cardLabel(NOTE)}>{range.note}</td>
          <td {...cardLabel(REMOVE)}>
            <button
              type="button"
              className="btn btn-ghost btn-sm btn-square text-error"
              aria-label={texts.remove(label(range))}
              onClick={() => onRemove(index)}
            >
              <TrashIcon className="h-5 w-5" />
            </button>
          </td>
        </tr>
      ))}
    </DataTableFrame>
  );
}

import Link from "next/link";
import { ListPriceNote } from "@/components/companies/list-price-note";
import { formatMoney } from "@/lib/money";
import type { QuickOrderLineJson } from "@/domains/ordering";
import { quickOrderScreen as texts } from "@/domains/ordering";

const dollars = (value: number | null) => (value === null ? "—" : formatMoney(value));

/** A fix the buyer can take: a part number or a quantity put into the line. */
export type LineFix = { line: QuickOrderLineJson; partNumber?: string; quantity?: number };

/** One line's verdict; its suggestions are chips that write the fix into the text. */
export function QuickOrderRow({
  line,
  disabled,
  onFix,
}: {
  line: QuickOrderLineJson;
  disabled: boolean;
  onFix: (fix: LineFix) => void;
}) {
  const ok = line.status === "ok";
  return (
    <tr>
      <td className="tabular-nums">{line.line}</td>
      <td className="font-mono text-sm break-all">{line.partNumber || "—"}</td>
      <td>
        {line.part ? (
          <Link href={line.part.url} className="link link-hover">
            <span className="block font-semibold">{line.part.productName}</span>
            <span className="text-sm opacity-80">{line.part.partNumber}</span>
          </Link>
        ) : (
          "—"
        )}
      </td>
      <td className="text-right tabular-nums">{line.quantity ?? "—"}</td>
      <td className="text-right tabular-nums">
        {dollars(line.unitPrice)}
        {line.unitPrice === null ? null : (
          <ListPriceNote price={line.unitPrice} listPrice={line.listUnitPrice} />
        )}
      </td>
      <td className="text-right tabular-nums">{dollars(line.lineTotal)}</td>
      <td>
        <span className={`badge badge-sm ${ok ? "badge-success" : "badge-error"}`}>
          {ok ? "Ready" : "Fix"}
        </span>
      </td>
      <td className="min-w-64">
        {line.note ? <p className="text-sm font-semibold">{line.note}</p> : null}
        {line.message ? <p className="text-sm">{line.message}</p> : null}
        {line.suggestions.length > 0 ? (
          <div className="mt-1 flex flex-wrap gap-1">
            {line.partId === null
              ? line.suggestions.map((number) => (
                  <button
                    key={number}
                    type="button"
                    className="btn btn-xs btn-outline"
                    disabled={disabled}
                    onClick={() => onFix({ line, partNumber: number })}
                  >
                    {texts.useNumber(number)}
                  </button>
                ))
              : line.suggestions.map((quantity) => (
                  <button
                    key={quantity}
                    type="button"
                    className="btn btn-xs btn-outline"
                    disabled={disabled}
                    onClick={() => onFix({ line, quantity })}
                  >
                    {texts.useQuantity(quantity)}
                  </button>
                ))}
          </div>
        ) : null}
      </td>
    </tr>
  );
}

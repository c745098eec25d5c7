import { formatMoney } from "@/lib/money";
import type { ChargeBreakdown } from "@/domains/ordering";

/**
 * Subtotal, shipping, tax and the total under a purchase's lines, as every screen shows them
 * (the invoice and mails list the same lines), and why the shop's default state applied.
 */
export function ChargeList({ charges }: { charges: ChargeBreakdown }) {
  const { lines, total, note } = charges;
  return (
    <div className="flex flex-col gap-2">
      <dl className="flex flex-col gap-2" data-testid="charge-list">
        {lines.map((line) => (
          <div key={line.label} className="flex justify-between gap-4">
            <dt className="text-base-content/70">{line.label}</dt>
            <dd className="text-right font-semibold whitespace-nowrap">
              {formatMoney(line.amount)}
            </dd>
          </div>
        ))}
        <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-base-300 pt-3">
          <dt className="font-bold">{total.label}</dt>
          <dd className="text-2xl font-extrabold text-primary">{formatMoney(total.amount)}</dd>
        </div>
      </dl>
      {note ? <p className="text-sm text-base-content/70">{note}</p> : null}
    </div>
  );
}

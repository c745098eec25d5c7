import { formatMoney } from "@/lib/money";
import { chargeTexts, linePartFromJson } from "@/domains/ordering";
import type { PartJson } from "@/domains/catalog";
import { nextTierHint, unitPriceCents } from "@/domains/catalog";
import { quantityMessages } from "@/domains/catalog";

/**
 * The typed quantity's unit price (after its price break) and goods subtotal, and how many more pieces
 * reach the next break when it is near: the numbers the server will charge. A quantity that
 * cannot be ordered (null) has no total: the form's message says why.
 */
export function OrderPrice({ part, quantity }: { part: PartJson; quantity: number | null }) {
  const line = linePartFromJson(part);
  const unitCents = quantity === null ? line.priceCents : unitPriceCents(line, quantity);
  const hint = quantity === null ? null : nextTierHint(line, quantity);
  return (
    <div className="flex flex-col gap-1 border-t border-base-200 pt-4">
      <p className="flex items-baseline justify-between">
        <span className="text-base-content/70">Unit price</span>
        <span className="font-semibold" data-testid="unit-price">
          {formatMoney(unitCents / 100)}
        </span>
      </p>
      <p className="flex items-baseline justify-between">
        <span className="text-base-content/70">{chargeTexts.subtotal}</span>
        <span className="text-xl font-bold text-primary" data-testid="order-total">
          {quantity === null ? "—" : formatMoney((unitCents * quantity) / 100)}
        </span>
      </p>
      <p className="text-sm text-base-content/70">{chargeTexts.chargedOnOrder}</p>
      {hint && (
        <p className="text-sm font-semibold" data-testid="tier-hint">
          {quantityMessages.tierHint(hint.addQty, hint.priceCents)}
        </p>
      )}
    </div>
  );
}

import type { PriceTierJson } from "@/domains/catalog";
import { quantityMessages } from "@/domains/catalog";

/**
 * How a part is sold in bulk: its steps past the MOQ ("sold from 48 pcs in steps of 24") and its
 * price breaks ("from 500 pcs: 21.90$"). Nothing for a part sold one by one at one price.
 */
export function PriceLadder({
  priceTiers,
  orderMultiple,
  orderQty,
  compact = false,
}: {
  priceTiers: PriceTierJson[];
  orderMultiple: number;
  orderQty: number;
  compact?: boolean;
}) {
  if (priceTiers.length === 0 && orderMultiple === 1) return null;
  const steps = quantityMessages.soldInSteps(orderQty, orderMultiple);
  return (
    <div className={compact ? "text-xs" : "text-sm"} data-testid="price-ladder">
      {orderMultiple > 1 && (
        <p className="text-base-content/80">{steps.charAt(0).toUpperCase() + steps.slice(1)}</p>
      )}
      {priceTiers.length > 0 && (
        <>
          {!compact && <p className="mt-1 font-semibold">{quantityMessages.ladderTitle}</p>}
          <ul className={compact ? "flex flex-wrap gap-x-3" : "list-inside list-disc"}>
            {priceTiers.map((tier) => (
              <li key={tier.minQty}>
                {quantityMessages.tierStep(tier.minQty, Math.round(tier.price * 100))}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

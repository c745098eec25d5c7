"use client";

import { cardLabel } from "@/components/ui/data-table-frame";
import { partPath } from "@/domains/catalog";
import { type OrderedBeforeJson } from "@/domains/ordering";
import { cartButtonTexts } from "@/domains/ordering/cart-button-texts";
import { orderedBeforeTexts as t } from "@/domains/fitment";
import { useAddToCart } from "../cart/add-to-cart";
import { OrderDate } from "../orders/order-date";

/** A part ordered before for the vehicle: its page, how much and when, and "Add to cart" again. */
export function OrderedBeforeRow({
  line,
  vehicleId,
}: {
  line: OrderedBeforeJson;
  vehicleId: string;
}) {
  const { add, busy } = useAddToCart(
    { _id: line.partId, productName: line.productName },
    vehicleId,
  );
  return (
    <tr data-testid="ordered-before-line">
      <td {...cardLabel(t.partColumn)}>
        <a className="link" href={partPath(line)}>
          {line.productName}
        </a>
        <span className="block text-xs text-base-content/70">{line.partNumber}</span>
      </td>
      <td {...cardLabel(t.quantityColumn)}>{t.quantity(line.quantity, line.orders)}</td>
      <td {...cardLabel(t.lastColumn)}>
        <OrderDate iso={line.lastOrderedAt} />
      </td>
      <td {...cardLabel(t.actionsColumn)}>
        <button
          type="button"
          className="btn btn-outline btn-xs"
          disabled={busy}
          aria-busy={busy || undefined}
          aria-label={`${cartButtonTexts.addButton}: ${line.productName}`}
          onClick={() => void add(line.lastQuantity)}
        >
          {cartButtonTexts.addButton}
        </button>
      </td>
    </tr>
  );
}

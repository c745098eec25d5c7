import Link from "next/link";
import { ListPriceNote } from "@/components/companies/list-price-note";
import type { CartJson } from "@/domains/ordering";
import { chargeTexts } from "@/domains/ordering";
import { coreChargeTexts } from "@/domains/catalog";
import { formatMoney } from "@/lib/money";

/** The cart's lines as the checkout will order them, each with its problem if it has one. */
export function CheckoutLines({ cart }: { cart: CartJson }) {
  return (
    <section aria-labelledby="checkout-lines" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3">
        <div className="flex items-center justify-between gap-4">
          <h2 id="checkout-lines" className="text-xl font-bold">
            {cart.count} {cart.count === 1 ? "line" : "lines"}
          </h2>
          <Link href="/cart" className="link link-primary text-sm">
            Edit cart
          </Link>
        </div>
        <ul className="flex flex-col divide-y divide-base-300">
          {cart.lines.map((line) => (
            // The name takes a row of its own (words wrap whole; only a word longer than the
            // row may break), then the quantity and the total; a part number never breaks.
            <li key={line.partId} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
              <span className="basis-full font-semibold break-words">
                {line.part.productName}{" "}
                <span className="font-mono text-xs whitespace-nowrap text-base-content/70">
                  {line.part.partNumber}
                </span>
              </span>
              <span className="text-sm whitespace-nowrap text-base-content/80">
                {line.quantity} pcs × {formatMoney(line.unitPrice)}
              </span>
              <span className="ml-auto text-right font-semibold whitespace-nowrap">
                {formatMoney(line.lineTotal)}
              </span>
              <ListPriceNote
                price={line.unitPrice}
                listPrice={line.listUnitPrice}
                className="w-full"
              />
              {line.coreDeposit && (
                <p className="w-full text-xs text-base-content/80">{line.coreDeposit.text}</p>
              )}
              {line.message && (
                <p role="alert" className="w-full text-sm text-error">
                  {line.message}
                </p>
              )}
            </li>
          ))}
        </ul>
        <div className="flex items-baseline justify-between gap-4 border-t border-base-300 pt-3">
          <span className="font-bold">{chargeTexts.subtotal}</span>
          <span className="text-2xl font-extrabold text-primary">{formatMoney(cart.total)}</span>
        </div>
        {cart.coreCharge > 0 && (
          <div className="flex items-baseline justify-between gap-4 text-sm">
            <span>{coreChargeTexts.total}</span>
            <span className="font-semibold whitespace-nowrap">{formatMoney(cart.coreCharge)}</span>
          </div>
        )}
      </div>
    </section>
  );
}

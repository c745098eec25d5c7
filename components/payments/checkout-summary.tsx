import Image from "next/image";
import type { CheckoutJson } from "@/domains/ordering";
import { formatDollars } from "@/lib/money";
import {
  chargeBreakdown,
  combinedCharges,
  coreDepositsOf,
  orderStatusLabels,
  shipToText,
} from "@/domains/ordering";
import { ChargeList } from "@/components/ordering/charges/charge-list";

/** A checkout's lines (each an order), what is still due and by whom. */
export function CheckoutSummary({ checkout }: { checkout: CheckoutJson }) {
  const [first] = checkout.orders;
  // What is due: the lines still pending (all of them before a payment, none once settled).
  const pending = checkout.orders.filter((order) => order.status === "pending");
  const due = pending.length ? pending : checkout.orders;
  const charges = chargeBreakdown(combinedCharges(due), coreDepositsOf(due));
  return (
    <section aria-labelledby="payment-checkout" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <h2 id="payment-checkout" className="text-xl font-bold">
          Your order of {checkout.orders.length} {checkout.orders.length === 1 ? "line" : "lines"}
        </h2>
        <ul className="flex flex-col divide-y divide-base-300">
          {checkout.orders.map(({ _id, productInfo, subtotal, status }) => (
            <li key={_id} className="flex items-center gap-3 py-2">
              <Image
                src={productInfo.image}
                alt=""
                width={48}
                height={48}
                sizes="48px"
                className="h-12 w-12 shrink-0 rounded-box bg-base-200 object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{productInfo.productName}</p>
                <p className="text-sm text-base-content/70">
                  {productInfo.orderQty} pcs × {formatDollars(productInfo.price)}$
                  {status === "expired" && (
                    <span className="badge badge-ghost badge-sm ml-2">
                      {orderStatusLabels.expired}
                    </span>
                  )}
                  {status === "paid" && (
                    <span className="badge badge-success badge-sm ml-2">
                      {orderStatusLabels.paidFlag}
                    </span>
                  )}
                </p>
              </div>
              <span className="font-semibold">{formatDollars(subtotal)}$</span>
            </li>
          ))}
        </ul>
        {first && (
          <dl className="flex flex-col gap-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-base-content/70">Name</dt>
              <dd className="font-semibold">{first.author.name}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-base-content/70">Ship to</dt>
              <dd className="min-w-0 text-right font-semibold break-words">
                {shipToText(first.address)}
              </dd>
            </div>
          </dl>
        )}
        <ChargeList charges={charges} />
      </div>
    </section>
  );
}

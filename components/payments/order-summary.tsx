import Image from "next/image";
import { formatDollars } from "@/lib/money";
import type { OrderJson } from "@/domains/ordering";
import { chargeBreakdown, coreDepositsOf } from "@/domains/ordering";
import { ChargeList } from "@/components/ordering/charges/charge-list";

/** What is being paid for and by whom, with the breakdown of the amount the card is charged. */
export function OrderSummary({ order }: { order: OrderJson }) {
  const { productInfo, author } = order;
  const rows: [string, string][] = [
    ["Quantity", `${productInfo.orderQty} pcs`],
    ["Unit price", `${formatDollars(productInfo.price)}$`],
    ["Name", author.name],
    ["Email", author.email],
  ];
  return (
    <section aria-labelledby="payment-product" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <div className="flex items-center gap-4">
          <Image
            src={productInfo.image}
            alt={productInfo.productName}
            width={96}
            height={96}
            sizes="96px"
            className="h-24 w-24 shrink-0 rounded-box bg-base-200 object-cover"
          />
          <h2 id="payment-product" className="text-xl font-bold break-words">
            {productInfo.productName}
          </h2>
        </div>
        <dl className="flex flex-col gap-2">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-base-content/70">{label}</dt>
              <dd className="min-w-0 text-right font-semibold break-all">{value}</dd>
            </div>
          ))}
        </dl>
        <ChargeList charges={chargeBreakdown(order, coreDepositsOf([order]))} />
      </div>
    </section>
  );
}

import type { PartJson } from "@/domains/catalog";
import { canBeOrdered } from "@/domains/catalog";
import { formatDollars } from "@/lib/money";
import { orderMessages } from "@/domains/ordering";
import { OUT_OF_STOCK_LABEL } from "@/components/catalog/shop/part-card-data";
import { cartFormPart } from "@/components/ordering/cart/cart-part";
import { PartBuyForm } from "./part-buy-form";
import { PriceLadder } from "@/components/catalog/part/price-ladder";
import { YourPrice } from "@/components/companies/your-price";

// Not in the spec: the part page says in words whether one minimum order can be filled.
const IN_STOCK_LABEL = "In stock";

/** Who makes the part, its number, and what ordering it takes: the price, MOQ and stock. */
export function PartBuyBox({ part }: { part: PartJson }) {
  const orderable = canBeOrdered(part);
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-1">
        <dt className="text-sm text-base-content/70">Brand</dt>
        <dd className="text-xl font-bold">{part.brand}</dd>
        <dt className="text-sm text-base-content/70">Part number</dt>
        <dd className="font-mono text-xl font-bold" data-testid="part-number">
          {part.partNumber}
        </dd>
        <dt className="text-sm text-base-content/70">Category</dt>
        <dd>{part.category}</dd>
      </dl>
      <p className="text-3xl font-extrabold text-primary" data-testid="part-price">
        {formatDollars(part.price)}$
        <span className="ml-2 text-base font-normal text-base-content/70">per piece</span>
      </p>
      <YourPrice partId={part._id} />
      <PriceLadder
        priceTiers={part.priceTiers}
        orderMultiple={part.orderMultiple}
        orderQty={part.orderQty}
      />
      <ul className="space-y-1">
        <li>Minimum order: {part.orderQty} pcs</li>
        <li>Available: {part.availableQty} pcs</li>
        <li>
          <span className={`badge ${orderable ? "badge-success" : "badge-neutral"}`}>
            {orderable ? IN_STOCK_LABEL : OUT_OF_STOCK_LABEL}
          </span>
        </li>
      </ul>
      {orderable ? (
        <PartBuyForm part={cartFormPart(part)} />
      ) : (
        <p className="font-semibold">{orderMessages.stockOut}</p>
      )}
    </div>
  );
}

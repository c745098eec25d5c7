import { PartPicture } from "@/components/catalog/part/part-picture";
import type { PartJson } from "@/domains/catalog";
import { formatDollars } from "@/lib/money";
import { YourPrice } from "@/components/companies/your-price";

/** What is being bought: picture, name, description, and the numbers the order must respect. */
export function PurchasePartDetails({ part }: { part: PartJson }) {
  return (
    <section aria-labelledby="part-name" className="flex flex-col gap-5">
      <PartPicture
        part={part}
        sizes="(min-width: 1024px) 560px, 100vw"
        className="border border-base-200"
      />
      <div>
        <h1 id="part-name" className="text-3xl leading-tight font-extrabold sm:text-4xl">
          {part.productName}
        </h1>
        <p className="mt-3 leading-relaxed text-base-content/80">{part.productDescription}</p>
      </div>
      <dl className="stats stats-vertical border border-base-200 shadow-sm sm:stats-horizontal">
        <div className="stat">
          <dt className="stat-title">Price per unit</dt>
          <dd className="stat-value text-2xl text-primary">{formatDollars(part.price)}$</dd>
        </div>
        <div className="stat">
          <dt className="stat-title">Minimum order</dt>
          <dd className="stat-value text-2xl">{part.orderQty} pcs</dd>
        </div>
        <div className="stat">
          <dt className="stat-title">Available</dt>
          <dd className="stat-value text-2xl" data-testid="available-quantity">
            {part.availableQty} pcs
          </dd>
        </div>
      </dl>
      <YourPrice partId={part._id} />
    </section>
  );
}

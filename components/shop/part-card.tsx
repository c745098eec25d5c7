import Image from "next/image";
import Link from "next/link";
import type { PartJson } from "@/lib/contract/part";
import { canBeOrdered } from "@/lib/contract/part-stock";
import { formatDollars } from "@/lib/contract/money";
import { excerpt } from "@/lib/text";
import { orderMessages } from "@/lib/validation/spec-texts";
import { FitBadge } from "@/components/vehicles/fit-badge";
import { ChosenVehicleFitBadge } from "@/components/vehicles/chosen-vehicle-fit-badge";
import { AddToCartButton } from "@/components/cart/add-to-cart";
import { PriceLadder } from "@/components/part/price-ladder";

export const CARD_EXCERPT_LENGTH = 60;
// Not in the spec: a part whose stock cannot cover one minimum order says so on its card.
export const OUT_OF_STOCK_LABEL = "Out of stock";

/**
 * A part as the home page and the shop show it; the shop adds the NEW badge. A part that cannot
 * be ordered (less stock than its MOQ) is marked out of stock instead, and offers no order.
 * Its picture and name lead to the part's own page. Its fit badge is the server's when the part
 * was found for a vehicle (`part.fitment`), else the browser's chosen vehicle's (`showFit`
 * false leaves it out, where the page shows fit another way).
 */
export function PartCard({
  part,
  showNewBadge = false,
  priority = false,
  showFit = true,
}: {
  part: PartJson;
  showNewBadge?: boolean;
  priority?: boolean;
  showFit?: boolean;
}) {
  const orderable = canBeOrdered(part);
  return (
    <article
      className="card border border-base-200 bg-base-100 shadow-sm transition hover:shadow-lg"
      data-testid="part-card"
    >
      <figure className="bg-base-200">
        {/* Out of the tab order: the name below is the same link for keyboards. */}
        <Link href={part.url} tabIndex={-1} className="block w-full">
          <Image
            src={part.image}
            alt={part.productName}
            width={600}
            height={450}
            sizes="(min-width: 1280px) 300px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="aspect-[4/3] w-full object-cover"
            priority={priority}
            // The first cards hold the page's largest paint: fetch them ahead of other images.
            fetchPriority={priority ? "high" : undefined}
          />
        </Link>
      </figure>
      <div className="card-body gap-2 p-5">
        <h3 className="card-title text-lg leading-snug">
          <Link href={part.url} className="link-hover">
            {part.productName}
          </Link>
          {!orderable ? (
            <span className="badge badge-sm badge-neutral">{OUT_OF_STOCK_LABEL}</span>
          ) : showNewBadge ? (
            <span className="badge badge-sm badge-primary">NEW</span>
          ) : null}
        </h3>
        {!showFit ? null : part.fitment ? (
          <FitBadge state={part.fitment} className="self-start" />
        ) : (
          <ChosenVehicleFitBadge partId={part._id} className="self-start" />
        )}
        <p className="text-sm text-base-content/75">
          {excerpt(part.productDescription, CARD_EXCERPT_LENGTH)}
        </p>
        <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <dt className="text-base-content/70">Price</dt>
          <dd className="text-right font-bold text-primary">{formatDollars(part.price)}$</dd>
          <dt className="text-base-content/70">Minimum order</dt>
          <dd className="text-right font-semibold">{part.orderQty} pcs</dd>
          <dt className="text-base-content/70">Available</dt>
          <dd className="text-right font-semibold">{part.availableQty} pcs</dd>
        </dl>
        <PriceLadder
          priceTiers={part.priceTiers}
          orderMultiple={part.orderMultiple}
          orderQty={part.orderQty}
          compact
        />
        <div className="card-actions mt-3">
          {orderable ? (
            // A document load, not a client navigation: a guest is sent to the login and back, and
            // the router would otherwise still follow that redirect after signing in.
            <>
              <a
                href={`/purchase/${part._id}`}
                className="btn btn-primary btn-block"
                aria-label={`Order Now: ${part.productName}`}
              >
                Order Now
              </a>
              <AddToCartButton part={part} quantity={part.orderQty} />
            </>
          ) : (
            <p className="w-full text-center text-sm font-semibold">{orderMessages.stockOut}</p>
          )}
        </div>
      </div>
    </article>
  );
}

"use client";

import { formatDollars } from "@/lib/money";
import { STOCK_OUT } from "@/domains/catalog";
import { FitBadge } from "@/components/fitment/vehicles/fit-badge";
import { ChosenVehicleFitBadge } from "@/components/fitment/vehicles/chosen-vehicle-fit-badge";
import { AddToCartButton } from "@/components/ordering/cart/add-to-cart";
import { PriceLadder } from "@/components/catalog/part/price-ladder";
import { YourPrice } from "@/components/companies/your-price";
import { CARD_IMAGE, OUT_OF_STOCK_LABEL, type PartCardJson } from "./part-card-data";

/**
 * A part as the home page and the shop show it; the shop adds the NEW badge. A part that cannot
 * be ordered (less stock than its MOQ) is marked out of stock instead, and offers no order.
 * Its picture and name lead to the part's own page. Its fit badge is the server's when the part
 * was found for a vehicle (`card.fitment`), else the browser's chosen vehicle's (`showFit`
 * false leaves it out, where the page shows fit another way). A client component fed by
 * `partCardJson`, so the page sends the card's few fields once instead of its whole markup.
 */
export function PartCard({
  card,
  showNewBadge = false,
  priority = false,
  showFit = true,
}: {
  card: PartCardJson;
  showNewBadge?: boolean;
  priority?: boolean;
  showFit?: boolean;
}) {
  return (
    // `part-card` (globals.css): four rows of the grid it sits in, shared with the cards beside
    // it, so their prices and MOQs line up across the row.
    <article
      className="card part-card border border-base-200 bg-base-100 shadow-sm transition hover:shadow-lg"
      data-testid="part-card"
    >
      <figure className="bg-base-200">
        {/* Out of the tab order: the name below is the same link for keyboards. */}
        <a href={card.url} tabIndex={-1} className="block w-full">
          {/* eslint-disable-next-line @next/next/no-img-element -- sources from getImageProps (part-card-data) */}
          <img
            {...card.image}
            {...CARD_IMAGE}
            alt={card.productName}
            className="aspect-[4/3] w-full object-cover"
            // The first cards hold the page's largest paint: fetch them ahead of other images.
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
          />
        </a>
      </figure>
      <div>
        <h3 className="card-title text-lg leading-snug">
          <a href={card.url} className="link-hover">
            {card.productName}
          </a>
          {!card.orderable ? (
            <span className="badge badge-sm badge-neutral">{OUT_OF_STOCK_LABEL}</span>
          ) : showNewBadge ? (
            <span className="badge badge-sm badge-primary">NEW</span>
          ) : null}
        </h3>
        {!showFit ? null : card.fitment ? (
          <FitBadge state={card.fitment} className="self-start" />
        ) : (
          <ChosenVehicleFitBadge partId={card._id} className="self-start" />
        )}
        {card.note ? <p className="text-sm font-semibold">{card.note}</p> : null}
        <p className="text-sm text-base-content/75">{card.excerpt}</p>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 px-5 text-sm">
        <dt className="text-base-content/70">Price</dt>
        <dd className="text-right font-bold text-primary">{`${formatDollars(card.price)}$`}</dd>
        <dt className="text-base-content/70">Minimum order</dt>
        <dd className="text-right font-semibold">{`${card.orderQty} pcs`}</dd>
        <dt className="text-base-content/70">Available</dt>
        <dd className="text-right font-semibold">{`${card.availableQty} pcs`}</dd>
      </dl>
      <YourPrice partId={card._id} className="px-5" />
      <div>
        {card.coreNote ? <p className="text-xs text-base-content/75">{card.coreNote}</p> : null}
        <PriceLadder
          priceTiers={card.priceTiers}
          orderMultiple={card.orderMultiple}
          orderQty={card.orderQty}
          compact
        />
        <div className="card-actions mt-auto pt-3">
          {card.orderable ? (
            // A document load, not a client navigation: a guest is sent to the login and back, and
            // the router would otherwise still follow that redirect after signing in.
            <>
              <a
                href={`/purchase/${card._id}`}
                className="btn btn-primary btn-block"
                aria-label={`Order Now: ${card.productName}`}
              >
                Order Now
              </a>
              <AddToCartButton part={card} quantity={card.orderQty} />
            </>
          ) : (
            <p className="w-full text-center text-sm font-semibold">{STOCK_OUT}</p>
          )}
        </div>
      </div>
    </article>
  );
}

"use client";

import { useState } from "react";
import { useMediaQuery } from "@/lib/hooks/use-media-query";

/**
 * Customer reviews, 3 to a slide (1 under 600 px), with dots; slides move in 500 ms. The cards
 * are the server's: this moves them and keeps the hidden ones out of reach.
 */
export function ReviewsCarousel({ cards }: { cards: { key: string; card: React.ReactNode }[] }) {
  const wide = useMediaQuery("(min-width: 600px)", true);
  const perSlide = wide ? 3 : 1;
  const slideCount = Math.max(1, Math.ceil(cards.length / perSlide));
  const [requested, setRequested] = useState(0);
  const current = Math.min(requested, slideCount - 1);

  return (
    <div>
      <div className="overflow-hidden">
        <ul
          className="flex transition-transform duration-500 ease-in-out"
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {cards.map(({ key, card }, index) => {
            const visible = Math.floor(index / perSlide) === current;
            return (
              <li
                key={key}
                className="shrink-0 grow-0 basis-full px-3 min-[600px]:basis-1/3"
                aria-hidden={!visible}
                inert={!visible}
                data-testid="review-card"
              >
                {card}
              </li>
            );
          })}
        </ul>
      </div>
      {slideCount > 1 ? (
        <div className="mt-6 flex justify-center gap-1">
          {Array.from({ length: slideCount }, (_, index) => (
            // The dot is small; the button around it is a 24 px touch target (WCAG 2.5.8).
            <button
              key={index}
              type="button"
              className="grid h-6 min-w-6 place-items-center"
              onClick={() => setRequested(index)}
              aria-label={`Show reviews ${index + 1} of ${slideCount}`}
              aria-current={index === current ? "true" : undefined}
            >
              <span
                className={`h-3 rounded-full transition-all ${index === current ? "w-8 bg-primary" : "w-3 bg-base-content/30"}`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

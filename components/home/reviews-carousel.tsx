"use client";

import { useState } from "react";
import type { ReviewJson } from "@/lib/contract/review";
import { useMediaQuery } from "@/lib/hooks/use-media-query";
import { PersonAvatar } from "@/components/ui/person-avatar";
import { Stars } from "@/components/ui/stars";

/** Customer reviews, 3 to a slide (1 under 600 px), with dots; slides move in 500 ms. */
export function ReviewsCarousel({ reviews }: { reviews: ReviewJson[] }) {
  const wide = useMediaQuery("(min-width: 600px)", true);
  const perSlide = wide ? 3 : 1;
  const slideCount = Math.max(1, Math.ceil(reviews.length / perSlide));
  const [requested, setRequested] = useState(0);
  const current = Math.min(requested, slideCount - 1);

  return (
    <div>
      <div className="overflow-hidden">
        <ul
          className="flex transition-transform duration-500 ease-in-out"
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {reviews.map((review, index) => {
            const visible = Math.floor(index / perSlide) === current;
            return (
              <li
                key={review._id}
                className="shrink-0 grow-0 basis-full px-3 min-[600px]:basis-1/3"
                aria-hidden={!visible}
                inert={!visible}
                data-testid="review-card"
              >
                <figure className="card h-full bg-base-100 shadow-sm">
                  <div className="card-body gap-4">
                    <Stars rating={review.rating} />
                    <blockquote className="flex-1 text-base-content/85">
                      “{review.reviewText}”
                    </blockquote>
                    <figcaption className="flex items-center gap-3">
                      <PersonAvatar
                        name={review.author.name}
                        photo={review.author.photo}
                        size={48}
                      />
                      <span className="font-semibold">{review.author.name}</span>
                    </figcaption>
                  </div>
                </figure>
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

import { useId } from "react";

const STAR = "M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z";
const STAR_SIZE = 20;
const STAR_GAP = 2;

/**
 * A read-only 0–5 star rating: one drawing with the star's outline defined once and used five
 * times (a page of reviews carried sixty copies of it).
 */
export function Stars({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  const star = `${useId()}star`;
  return (
    <svg
      viewBox={`0 0 ${5 * STAR_SIZE + 4 * STAR_GAP} ${STAR_SIZE}`}
      className="h-5 w-[6.75rem] text-warning"
      role="img"
      aria-label={`Rated ${filled} out of 5`}
    >
      <defs>
        <path id={star} d={STAR} stroke="currentColor" strokeWidth="1.2" />
      </defs>
      {Array.from({ length: 5 }, (_, index) => (
        <use
          key={index}
          href={`#${star}`}
          x={index * (STAR_SIZE + STAR_GAP)}
          fill={index < filled ? "currentColor" : "none"}
        />
      ))}
    </svg>
  );
}

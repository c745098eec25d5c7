"use client";

import { useId } from "react";

const STARS = [1, 2, 3, 4, 5];

/**
 * The 5-star rating input (spec: size 34). Five native radios, so arrow keys move between the
 * stars and a screen reader says "3 stars, 3 of 5"; daisyUI's rating draws them as stars.
 */
export function AddReviewRating({
  value,
  onChange,
}: {
  /** 0 while no star is chosen. */
  value: number;
  onChange: (rating: number) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">Rating</legend>
      {/* Masked stars cannot show an outline of their own: the group shows where the focus is. */}
      <div className="rating w-fit rounded-box p-1 [--size:34px] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary">
        {STARS.map((stars) => (
          <input
            key={stars}
            type="radio"
            name={name}
            value={stars}
            // daisyUI dims unchosen stars to 20%, too faint to see: grey ones instead.
            className="mask mask-star-2 bg-base-content/50 opacity-100 checked:bg-warning has-[~:checked]:bg-warning"
            aria-label={stars === 1 ? "1 star" : `${stars} stars`}
            checked={value === stars}
            onChange={() => onChange(stars)}
          />
        ))}
      </div>
    </fieldset>
  );
}

import type { ReviewJson } from "@/domains/reviews";
import { PersonAvatar } from "@/components/ui/person-avatar";
import { Stars } from "@/components/ui/stars";

/** One customer review: text, stars, and the author with their photo or initial. */
export function ReviewCard({ review }: { review: ReviewJson }) {
  return (
    <figure className="card h-full bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <Stars rating={review.rating} />
        <blockquote className="flex-1 text-base-content/85">“{review.reviewText}”</blockquote>
        <figcaption className="flex items-center gap-3">
          <PersonAvatar name={review.author.name} photo={review.author.photo} size={48} />
          <span className="font-semibold">{review.author.name}</span>
        </figcaption>
      </div>
    </figure>
  );
}

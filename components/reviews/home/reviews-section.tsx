import type { ReviewJson } from "@/domains/reviews";
import { SectionTitle } from "@/components/ui/section-title";
import { ReviewCard } from "./review-card";
import { ReviewsCarousel } from "./reviews-carousel";

export function ReviewsSection({ reviews }: { reviews: ReviewJson[] }) {
  return (
    <section className="bg-base-200 py-16" aria-labelledby="reviews-title">
      <div className="mx-auto max-w-7xl px-4">
        <SectionTitle
          id="reviews-title"
          title="Reviews by Customer"
          subtitle="What workshops and fleets say about us."
        />
        {reviews.length === 0 ? (
          <p className="text-center text-base-content/70">No reviews yet.</p>
        ) : (
          <ReviewsCarousel
            cards={reviews.map((review) => ({
              key: review._id,
              card: <ReviewCard review={review} />,
            }))}
          />
        )}
      </div>
    </section>
  );
}

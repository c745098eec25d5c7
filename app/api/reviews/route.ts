import { route } from "@/lib/http/route";
import { pagedList } from "@/lib/http/table-answers";
import { reviewsTablePage } from "@/domains/reviews/server";
import { addReview, listReviews } from "@/domains/reviews/server";
import { reviewsTableQuerySchema } from "@/domains/reviews";
import { newReviewSchema } from "@/domains/reviews";

// Without table parameters, every review newest first, as the contract has it.
export const GET = route({ access: "public", query: reviewsTableQuerySchema }, async ({ query }) =>
  query.paged ? pagedList(await reviewsTablePage(query)) : listReviews(),
);

export const POST = route(
  { access: "user", body: newReviewSchema, status: 201 },
  ({ actor, body }) => addReview(actor, body),
);

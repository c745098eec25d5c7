import { route } from "@/lib/http/route";
import { pagedList } from "@/lib/http/table-answers";
import { reviewsTablePage } from "@/lib/services/admin-tables";
import { addReview, listReviews } from "@/lib/services/catalog";
import { reviewsTableQuerySchema } from "@/lib/validation/admin-tables";
import { newReviewSchema } from "@/lib/validation/reviews";

// Without table parameters, every review newest first, as the contract has it.
export const GET = route({ access: "public", query: reviewsTableQuerySchema }, async ({ query }) =>
  query.paged ? pagedList(await reviewsTablePage(query)) : listReviews(),
);

export const POST = route(
  { access: "user", body: newReviewSchema, status: 201 },
  ({ actor, body }) => addReview(actor, body),
);

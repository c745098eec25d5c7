import { route } from "@/lib/http/route";
import { addReview, listReviews } from "@/lib/services/catalog";
import { newReviewSchema } from "@/lib/validation/reviews";

export const GET = route({ access: "public" }, () => listReviews());

export const POST = route(
  { access: "user", body: newReviewSchema, status: 201 },
  ({ actor, body }) => addReview(actor, body),
);

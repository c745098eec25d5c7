export { newReviewSchema, reviewIdSchema } from "./reviews";
export { reviewsTableQuerySchema } from "./reviews-table-query";
export { type ReviewJson } from "./review-json";

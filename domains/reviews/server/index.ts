// Reviews: writing, listing and deleting them, the admin table and the home page's latest.
export { addReview, deleteReview, listReviews } from "./reviews";
export { reviewsTablePage } from "./reviews-table";
export { cachedReviews } from "./cached-reviews";

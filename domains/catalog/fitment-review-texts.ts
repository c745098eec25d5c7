/** The mark on a part that wrong-part returns put up for a fitment review (issue 34). */
export const FITMENT_REVIEW_BADGE = "Fitment review";

export {
  fitmentReviewPath,
  moveReturn,
  openReturn,
  returnLabelPath,
  returnPath,
  RETURNS_PATH,
  type FitmentReview,
  type ReturnDetail,
  type ReturnsTableRow,
} from "./returns";

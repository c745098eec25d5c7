import "server-only";
// The returns domain's server code: RMAs opened, read, moved on and refunded.
export { requestReturn } from "./request-return";
export { exportReturnsCsv, returnsPage } from "./returns-table";
export { returnDetail } from "./return-detail";
export { moveReturn } from "./move-return";
export { refundReturn } from "./refund-return";
export { returnLabel } from "./return-label";
export { fitmentReview } from "./fitment-review";
export { coresOutstanding } from "./cores-outstanding";

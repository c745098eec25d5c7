export { ordersTablePage } from "./orders-table";
export { exportOrdersCsv } from "./orders-export";
export { usersTablePage } from "./users-table";
export { exportUsersCsv } from "./users-export";
export { exportPartsCsv } from "./parts-export";
export { partsTablePage } from "./parts-table";
export { reviewsTablePage } from "./reviews-table";

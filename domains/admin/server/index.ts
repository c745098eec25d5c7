// The admin's overview: revenue, orders by state, holds about to end, low stock, best sellers.
export { adminOverview, OVERVIEW_TTL_MS } from "./admin-overview";

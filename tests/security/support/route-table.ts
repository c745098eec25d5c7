// THE table of who may call what: one row per (HTTP method, route) under app/api, keyed
// "METHOD /api/pattern" exactly as the route files name them. The suite enumerates the route
// files and fails for any pair without a row here, so a new route must be added to this table.
// A row's call may carry `ok`, the checks a successful answer must pass (what it answered and
// what it changed); a row's `variants` call the same route on other people's things.
import type { World } from "./fixtures";
import type { RouteRow } from "./route-row";
import { accountRows } from "./routes/accounts";
import { catalogRows } from "./routes/catalog";
import { contentRows } from "./routes/content";
import { orderRows } from "./routes/orders";
import { fitmentAdminRows } from "./routes/fitment-admin";
import { vehicleRows } from "./routes/vehicles";
import { garageRows } from "./routes/garage";
import { quickOrderRows } from "./routes/quick-order";
import { checkoutRows } from "./routes/checkout";
import { cartRows } from "./routes/cart";
import { addressRows } from "./routes/addresses";
import { invoiceRows } from "./routes/invoices";
import { orderEventRows } from "./routes/order-events";
import { adminOverviewRows } from "./routes/admin-overview";
import { partsImportRows } from "./routes/parts-import";
import { companyRows } from "./routes/companies";
import { billingRows } from "./routes/billing";
import { listRows } from "./routes/lists";
import { invoiceSummaryRows } from "./routes/invoice-summary";
import { shippingRows } from "./routes/shipping";
import { taxRows } from "./routes/tax";
import { garageOrderRows } from "./routes/garage-orders";
import { returnRows } from "./routes/returns";

export type { RouteCase, RouteRow } from "./route-row";

/**
 * The table for a world. The world is read only when a row's call is made, so a suite may build
 * the table while Jest collects its tests and hand it the world later (see the matrix).
 */
export function routeTable(w: World): Record<string, RouteRow> {
  return {
    ...contentRows(w),
    ...accountRows(w),
    ...orderRows(w),
    ...catalogRows(w),
    ...vehicleRows(w),
    ...garageRows(w),
    ...fitmentAdminRows(w),
    ...quickOrderRows(w),
    ...checkoutRows(w),
    ...cartRows(w),
    ...addressRows(w),
    ...invoiceRows(w),
    ...orderEventRows(w),
    ...adminOverviewRows(),
    ...partsImportRows(w),
    ...companyRows(w),
    ...billingRows(w),
    ...listRows(w),
    ...invoiceSummaryRows(w),
    ...shippingRows(w),
    ...taxRows(w),
    ...garageOrderRows(w),
    ...returnRows(w),
  };
}

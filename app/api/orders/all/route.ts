import { route } from "@/lib/http/route";
import { csvDownload, pagedList } from "@/lib/http/table-answers";
import { listAllOrders } from "@/lib/services/orders";
import { exportOrdersCsv, ordersTablePage } from "@/lib/services/admin-tables";
import { ordersTableQuerySchema } from "@/lib/validation/admin-tables";

// Without table parameters, every order as the contract's client expects.
export const GET = route(
  { access: "admin", query: ordersTableQuerySchema },
  async ({ actor, query }) => {
    if (query.csv) return csvDownload("orders.csv", exportOrdersCsv(actor, query));
    if (query.paged) return pagedList(await ordersTablePage(actor, query));
    return listAllOrders(actor);
  },
);

import { route } from "@/lib/http/route";
import { csvDownload, pagedList } from "@/lib/http/table-answers";
import { listAllOrders } from "@/domains/ordering/server";
import { exportOrdersCsv } from "@/domains/ordering/server";
import { ordersTablePage } from "@/domains/ordering/server";
import { ordersTableQuerySchema } from "@/domains/ordering";

// Without table parameters, every order as the contract's client expects.
export const GET = route(
  { access: "admin", query: ordersTableQuerySchema },
  async ({ actor, query }) => {
    if (query.csv) return csvDownload("orders.csv", exportOrdersCsv(actor, query));
    if (query.paged) return pagedList(await ordersTablePage(actor, query));
    return listAllOrders(actor);
  },
);

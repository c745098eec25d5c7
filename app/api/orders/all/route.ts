import { route } from "@/lib/http/route";
import { listAllOrders } from "@/lib/services/orders";

export const GET = route({ access: "admin" }, ({ actor }) => listAllOrders(actor));

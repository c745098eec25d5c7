import { route } from "@/lib/http/route";
import { adminOverview } from "@/lib/services/admin-overview";

export const GET = route({ access: "admin" }, ({ actor }) => adminOverview(actor));

import { route } from "@/lib/http/route";
import { adminOverview } from "@/domains/admin/server";

export const GET = route({ access: "admin" }, ({ actor }) => adminOverview(actor));

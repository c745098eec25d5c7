import { route } from "@/lib/http/route";
import { listAllUsers } from "@/lib/services/accounts";

export const GET = route({ access: "admin" }, ({ actor }) => listAllUsers(actor));

import { route } from "@/lib/http/route";
import { listTeam } from "@/lib/services/catalog";

export const GET = route({ access: "public" }, () => listTeam());

import { route } from "@/lib/http/route";
import { listTeam } from "@/domains/content/server";

export const GET = route({ access: "public" }, () => listTeam());

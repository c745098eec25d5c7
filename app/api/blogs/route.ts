import { route } from "@/lib/http/route";
import { listBlogs } from "@/lib/services/catalog";

export const GET = route({ access: "public" }, () => listBlogs());

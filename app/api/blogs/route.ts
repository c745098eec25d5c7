import { route } from "@/lib/http/route";
import { listBlogs } from "@/domains/content/server";

export const GET = route({ access: "public" }, () => listBlogs());

import { z } from "zod";
import { route } from "@/lib/http/route";
import { getBlog } from "@/domains/content/server";

export const GET = route({ access: "public", params: z.object({ id: z.string() }) }, ({ params }) =>
  getBlog(params.id),
);

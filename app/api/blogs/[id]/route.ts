import { z } from "zod";
import { route } from "@/lib/http/route";
import { getBlog } from "@/lib/services/catalog";

export const GET = route({ access: "public", params: z.object({ id: z.string() }) }, ({ params }) =>
  getBlog(params.id),
);

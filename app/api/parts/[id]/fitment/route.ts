import { z } from "zod";
import { route } from "@/lib/http/route";
import { listPartFitment, replacePartFitment } from "@/domains/fitment/server";
import { partFitmentSchema } from "@/domains/fitment";

// Any text in the URL: a part that cannot exist is simply not found.
const params = z.object({ id: z.string() });

export const GET = route({ access: "public", params }, ({ params }) => listPartFitment(params.id));

export const PUT = route(
  { access: "admin", params, body: partFitmentSchema },
  ({ actor, params, body }) => replacePartFitment(actor, params.id, body),
);

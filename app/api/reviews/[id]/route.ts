import { z } from "zod";
import { route } from "@/lib/http/route";
import { deleteReview } from "@/domains/reviews/server";
import { reviewIdSchema } from "@/domains/reviews";

export const DELETE = route(
  { access: "admin", params: z.object({ id: reviewIdSchema }) },
  ({ actor, params }) => deleteReview(actor, params.id),
);

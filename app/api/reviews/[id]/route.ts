import { z } from "zod";
import { route } from "@/lib/http/route";
import { deleteReview } from "@/lib/services/catalog";
import { reviewIdSchema } from "@/lib/validation/reviews";

export const DELETE = route(
  { access: "admin", params: z.object({ id: reviewIdSchema }) },
  ({ actor, params }) => deleteReview(actor, params.id),
);

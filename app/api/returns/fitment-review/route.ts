import { route } from "@/lib/http/route";
import { fitmentReview } from "@/domains/returns/server";

// Parts ranked by wrong-part returns, with the vehicles concerned (shop admins).
export const GET = route({ access: "admin" }, ({ actor }) => fitmentReview(actor));

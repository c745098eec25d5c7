import { route } from "@/lib/http/route";
import { getCart } from "@/domains/ordering/server";

// The caller's own cart, each line judged against its part as it is now.
export const GET = route({ access: "user" }, ({ actor }) => getCart(actor));

import { route } from "@/lib/http/route";
import { getCart } from "@/lib/services/cart";

// The caller's own cart, each line judged against its part as it is now.
export const GET = route({ access: "user" }, ({ actor }) => getCart(actor));

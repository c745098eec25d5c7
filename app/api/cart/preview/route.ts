import { route } from "@/lib/http/route";
import { previewCart } from "@/lib/services/cart";
import { cartPreviewSchema } from "@/lib/validation/cart";

// A guest's browser cart, judged like a customer's; nothing is kept.
export const POST = route({ access: "public", body: cartPreviewSchema }, ({ body }) =>
  previewCart(body.lines),
);

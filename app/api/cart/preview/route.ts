import { route } from "@/lib/http/route";
import { previewCart } from "@/domains/ordering/server";
import { cartPreviewSchema } from "@/domains/ordering";

// A guest's browser cart, judged like a customer's; nothing is kept.
export const POST = route({ access: "public", body: cartPreviewSchema }, ({ body }) =>
  previewCart(body.lines),
);

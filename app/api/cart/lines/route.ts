import { route } from "@/lib/http/route";
import { putCartLines, setCartLine } from "@/domains/ordering/server";
import { cartBatchSchema, cartLineSchema } from "@/domains/ordering";

export const PUT = route({ access: "user", body: cartLineSchema }, ({ actor, body }) =>
  setCartLine(actor, body),
);

// Many lines at once: quick order, reorder and the merge of a guest's cart at sign-in.
export const POST = route({ access: "user", body: cartBatchSchema }, ({ actor, body }) =>
  putCartLines(actor, body.lines),
);

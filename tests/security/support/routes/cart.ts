// Rows of the route table (see ../route-table.ts): each user's own cart, and a guest's preview
// that anyone may ask for (it keeps nothing).
import type { CartJson } from "@/domains/ordering/cart-json";
import { cartOf, fillCart } from "../../../helpers/checkout";
import type { World } from "../fixtures";
import * as f from "../fixtures";
import { anyUser, everyone, ownerOnly, type RouteRow } from "../route-row";
import { exempt, rowKit } from "./kit";

export function cartRows(w: World): Record<string, RouteRow> {
  const { self } = rowKit(w);
  const line = () => ({ partId: w.part.id, quantity: w.part.minOrderQty });
  const holds = (body: unknown) =>
    expect((body as CartJson).lines.map((cartLine) => cartLine.partId)).toContain(w.part.id);
  return {
    "GET /api/cart": {
      statuses: anyUser(200),
      request: async (caller) => {
        await fillCart(self(caller), [line()]);
        return { url: "/api/cart", ok: holds };
      },
    },
    "PUT /api/cart/lines": {
      statuses: anyUser(200),
      cookie: "customer",
      request: async (caller) => {
        await fillCart(self(caller), []);
        return {
          url: "/api/cart/lines",
          body: line(),
          ok: async (body) => {
            holds(body);
            expect(await cartOf(self(caller))).toEqual([line()]);
          },
        };
      },
    },
    "POST /api/cart/lines": {
      statuses: anyUser(200),
      cookie: "customer",
      request: async (caller) => {
        await fillCart(self(caller), []);
        return { url: "/api/cart/lines", body: { lines: [line()] }, ok: holds };
      },
    },
    "DELETE /api/cart/lines/[partId]": {
      statuses: anyUser(200),
      cookie: "customer",
      request: async (caller) => {
        await fillCart(self(caller), [line()]);
        return {
          url: `/api/cart/lines/${w.part.id}`,
          ok: async () => expect(await cartOf(self(caller))).toEqual([]),
        };
      },
    },
    "POST /api/cart/reorder": {
      statuses: ownerOnly(200),
      cookie: "customer",
      request: async () => {
        const order = await f.anOrder(w);
        return {
          url: "/api/cart/reorder",
          body: { orderId: order._id },
          ok: (body) =>
            expect(
              (body as { cart: CartJson }).cart.lines.map((cartLine) => cartLine.partId),
            ).toContain(w.part.id),
        };
      },
    },
    "POST /api/cart/preview": {
      statuses: everyone(200),
      cookie: exempt("a guest's preview keeps nothing"),
      request: async () => ({ url: "/api/cart/preview", body: { lines: [line()] }, ok: holds }),
    },
  };
}

/** @jest-environment jsdom */
// A guest's cart stays in the browser: adding, changing and removing lines asks nothing of the
// account's cart (no 401 to fall back from); a signed-in buyer's goes to the server.
import { addToCart, removeFromCart } from "@/domains/ordering/client/cart";
import { ACCESS_TOKEN_KEY } from "@/lib/client/access-token";
import { readGuestCart } from "@/domains/ordering/client/guest-cart";
import { forgetSession } from "@/lib/client/session";
import type { CartJson } from "@/domains/ordering/cart-json";
import { fetchCalls, jsonAnswer } from "./dom";

const EMPTY_CART: CartJson = { lines: [], count: 0, total: 0, coreCharge: 0, ready: false };

const fetchMock = jest.fn();
beforeEach(() => {
  localStorage.clear();
  forgetSession();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const accountCalls = () =>
  fetchCalls(fetchMock).filter(
    ({ url }) => url === "/api/cart" || url.startsWith("/api/cart/lines"),
  );

describe("a guest's cart", () => {
  it("keeps added and removed lines in the browser without calling the account's cart", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === "/api/account/session"
        ? jsonAnswer(200, { user: null })
        : jsonAnswer(200, EMPTY_CART),
    );
    await addToCart("part-1", 50);
    await addToCart("part-2", 10);
    await removeFromCart("part-1");
    expect(readGuestCart()).toEqual([{ partId: "part-2", quantity: 10 }]);
    expect(accountCalls()).toEqual([]);
    // Who is signed in was asked once for the page, not once per change.
    expect(fetchCalls(fetchMock).filter(({ url }) => url === "/api/account/session")).toHaveLength(
      1,
    );
  });
});

describe("a signed-in buyer's cart", () => {
  it("sets a line on the server and keeps nothing in the browser", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, "token");
    fetchMock.mockResolvedValue(jsonAnswer(200, EMPTY_CART));
    await addToCart("part-1", 50);
    expect(accountCalls()).toEqual([
      { method: "PUT", url: "/api/cart/lines", body: { partId: "part-1", quantity: 50 } },
    ]);
    expect(readGuestCart()).toEqual([]);
  });
});

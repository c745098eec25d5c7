"use client";

import type * as cartLineRoute from "@/app/api/cart/lines/[partId]/route";
import type * as cartLinesRoute from "@/app/api/cart/lines/route";
import type * as cartPreviewRoute from "@/app/api/cart/preview/route";
import type * as reorderRoute from "@/app/api/cart/reorder/route";
import type * as cartRoute from "@/app/api/cart/route";
import type { CartJson } from "@/domains/ordering/cart-json";
import type { AnswerOf, BodyOf } from "@/lib/http/route";
import { apiFetch, ApiError } from "@/lib/client/api";
import { createFetchCache } from "@/lib/client/fetch-cache";
import { isGuest } from "@/lib/client/session";
import {
  clearGuestCart,
  readGuestCart,
  removeGuestLine,
  setGuestLines,
  type StoredCartLine,
} from "./guest-cart";

const EMPTY: CartJson = { lines: [], count: 0, total: 0, coreCharge: 0, ready: false };

// A session that ended since the page asked (the server answers 401): the browser's cart then.
const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** A guest's browser cart, judged by the server like a customer's. */
async function guestCart(): Promise<CartJson> {
  const lines = readGuestCart();
  if (lines.length === 0) return EMPTY;
  return apiFetch<AnswerOf<typeof cartPreviewRoute.POST>>("/api/cart/preview", {
    method: "POST",
    json: { lines },
  });
}

/** The customer's cart from the server, or the guest's from the browser. */
async function fetchCart(): Promise<CartJson> {
  if (await isGuest()) return guestCart();
  try {
    return await apiFetch<AnswerOf<typeof cartRoute.GET>>("/api/cart");
  } catch (error) {
    if (signedOut(error)) return guestCart();
    throw error;
  }
}

/** The cart's one entry: the page, the checkout and the navigation's count share it. */
const CART = "cart";
const cartCache = createFetchCache<CartJson>(fetchCart);

/** Shows a cart the server has just answered (after a change) in every view of it. */
const showCart = (cart: CartJson) => cartCache.set(CART, cart);

/** Asks for the cart again and shows it in every view. */
const reloadCart = () => cartCache.load(CART);

/** The cart; `load: false` leaves it unasked until some other view loads it. */
export function useCart({ load = true }: { load?: boolean } = {}) {
  const { data, error, loading } = cartCache.useFetched(load ? CART : null);
  return { cart: data, error, isLoading: loading, mutate: reloadCart };
}

/** Keeps lines in the browser's cart and shows it. */
async function putGuestLines(lines: StoredCartLine[]): Promise<void> {
  setGuestLines(lines);
  await reloadCart();
}

/**
 * Sets lines in the customer's cart, or the guest's (in the browser) when nobody is signed in,
 * and refreshes every view of the cart.
 */
async function putLines(
  lines: (StoredCartLine & { vehicleId?: string })[],
  single: boolean,
): Promise<void> {
  if (await isGuest()) return putGuestLines(lines);
  try {
    const cart = single
      ? await apiFetch<AnswerOf<typeof cartLinesRoute.PUT>>("/api/cart/lines", {
          method: "PUT",
          json: lines[0],
        })
      : await apiFetch<AnswerOf<typeof cartLinesRoute.POST>>("/api/cart/lines", {
          method: "POST",
          json: { lines },
        });
    showCart(cart);
  } catch (error) {
    if (!signedOut(error)) throw error;
    await putGuestLines(lines);
  }
}

/**
 * Sets one line's quantity (adds the part when it is not in the cart yet), for the vehicle it is
 * bought for when one is chosen (a guest's browser cart keeps none).
 */
export const addToCart = (partId: string, quantity: number, vehicleId?: string) =>
  putLines([{ partId, quantity, vehicleId }], true);

/** Many lines at once (quick order, reorder): each line's quantity becomes the given one. */
export const addLinesToCart = (lines: StoredCartLine[]) => putLines(lines, false);

async function removeGuestLineShown(partId: string): Promise<void> {
  removeGuestLine(partId);
  await reloadCart();
}

export async function removeFromCart(partId: string): Promise<void> {
  if (await isGuest()) return removeGuestLineShown(partId);
  try {
    const cart = await apiFetch<AnswerOf<typeof cartLineRoute.DELETE>>(
      `/api/cart/lines/${encodeURIComponent(partId)}`,
      {
        method: "DELETE",
      },
    );
    showCart(cart);
  } catch (error) {
    if (!signedOut(error)) throw error;
    await removeGuestLineShown(partId);
  }
}

/** "Order again": a past order's (or checkout's) lines back in the account's cart, shown. */
export async function reorder(source: BodyOf<typeof reorderRoute.POST>) {
  const result = await apiFetch<AnswerOf<typeof reorderRoute.POST>>("/api/cart/reorder", {
    method: "POST",
    json: source,
  });
  showCart(result.cart);
  return result;
}

/**
 * After a sign-in: the guest's lines move into the account's cart (a part in both keeps the
 * larger quantity), then the browser's cart is cleared. Parts no longer sold are dropped.
 */
export async function mergeGuestCart(): Promise<void> {
  const guest = readGuestCart();
  if (guest.length === 0) return;
  const account = await apiFetch<AnswerOf<typeof cartRoute.GET>>("/api/cart");
  const preview = await guestCart();
  const sold = new Set(preview.lines.map((line) => line.partId));
  const saved = new Map(account.lines.map((line) => [line.partId, line.quantity]));
  const lines = guest
    .filter((line) => sold.has(line.partId))
    .map((line) => ({
      partId: line.partId,
      quantity: Math.max(line.quantity, saved.get(line.partId) ?? 0),
    }));
  if (lines.length > 0)
    await apiFetch<AnswerOf<typeof cartLinesRoute.POST>>("/api/cart/lines", {
      method: "POST",
      json: { lines },
    });
  clearGuestCart();
  await reloadCart();
}

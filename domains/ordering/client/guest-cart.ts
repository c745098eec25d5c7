"use client";

import { CART_PREVIEW_MAX } from "@/lib/validation/limits";
import { createLocalStore } from "@/lib/client/local-store";

/** A guest's cart lines, kept in the browser until they sign in. */
const GUEST_CART_KEY = "guestCart";

export interface StoredCartLine {
  partId: string;
  quantity: number;
}

const NO_LINES: StoredCartLine[] = [];

function lineFromStorage(value: unknown): StoredCartLine | null {
  const line = value as Partial<StoredCartLine> | null;
  return typeof line?.partId === "string" &&
    Number.isSafeInteger(line.quantity) &&
    (line.quantity ?? 0) > 0
    ? { partId: line.partId, quantity: line.quantity! }
    : null;
}

const parseLines = (value: unknown): StoredCartLine[] =>
  Array.isArray(value) ? value.map(lineFromStorage).filter((line) => line !== null) : NO_LINES;

const store = createLocalStore<StoredCartLine[]>(GUEST_CART_KEY, parseLines, NO_LINES);

export const readGuestCart = store.read;

/** Sets lines' quantities (new parts go to the end), within what a guest's preview can show. */
export function setGuestLines(lines: StoredCartLine[]): void {
  const merged = new Map(store.read().map((line) => [line.partId, line.quantity]));
  for (const line of lines) merged.set(line.partId, line.quantity);
  const next = [...merged].map(([partId, quantity]) => ({ partId, quantity }));
  store.write(next.slice(0, CART_PREVIEW_MAX));
}

export function removeGuestLine(partId: string): void {
  store.write(store.read().filter((line) => line.partId !== partId));
}

export function clearGuestCart(): void {
  store.write(null);
}

/** The guest's lines, re-rendering on every change (this tab or another). */
export const useGuestCart = store.useValue;

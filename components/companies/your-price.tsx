"use client";

import { useEffect, useSyncExternalStore } from "react";
import { buysAtCompanyPrices, SESSION_CHANGED_EVENT } from "@/lib/client/session";
import { accountPrices } from "@/domains/companies/client";
import { ACCOUNT_PRICES_MAX_IDS } from "@/domains/companies/company-price-texts";
import { ListPriceNote } from "./list-price-note";

type Price = { price: number; listPrice: number };

// The page's parts' company prices, asked for together: every island mounted in the same turn
// joins one request (of at most ACCOUNT_PRICES_MAX_IDS ids). Only a member of an approved
// company asks at all; the page itself, cached for everyone, never holds a company price.
const prices = new Map<string, Price | null>();
const listeners = new Set<() => void>();
let queued: string[] = [];

async function askQueued() {
  const ids = queued;
  queued = [];
  if (!(await buysAtCompanyPrices())) return;
  for (let at = 0; at < ids.length; at += ACCOUNT_PRICES_MAX_IDS) {
    const found = await accountPrices(ids.slice(at, at + ACCOUNT_PRICES_MAX_IDS)).catch(() => ({}));
    for (const [id, price] of Object.entries(found)) prices.set(id, price);
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

if (typeof window !== "undefined")
  // Signing out forgets them at once.
  window.addEventListener(SESSION_CHANGED_EVENT, () => {
    prices.clear();
    listeners.forEach((listener) => listener());
  });

/**
 * "Your price 8.90$, list 9.29$" under a part's public price, for a company's member; nothing
 * for anyone else (and nothing in the server's HTML).
 */
export function YourPrice({ partId, className = "" }: { partId: string; className?: string }) {
  const price = useSyncExternalStore(
    subscribe,
    () => prices.get(partId),
    () => undefined,
  );
  useEffect(() => {
    if (prices.has(partId)) return;
    prices.set(partId, null);
    if (queued.push(partId) === 1) setTimeout(askQueued);
  }, [partId]);
  return price ? <ListPriceNote {...price} className={className} /> : null;
}

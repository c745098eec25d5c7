"use client";

import { useEffect, useState } from "react";
import useSWR from "swr";
import { quoteCheckout, type CheckoutBody, type CheckoutQuote } from "@/domains/ordering/client";

/** How long typing pauses before the checkout is priced again. */
const QUOTE_DELAY_MS = 400;

type QuoteBody = Pick<CheckoutBody, "address" | "shipping">;

/**
 * The cart priced for this address and service, asked again once the address or the service has
 * stopped changing; null (no complete address yet) asks nothing. The last answer stays shown
 * while the next is on its way.
 */
export function useCheckoutQuote(body: QuoteBody | null) {
  const key = body ? JSON.stringify(body) : null;
  const [settledKey, setSettledKey] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettledKey(key), QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const { data, error, isValidating, mutate } = useSWR<CheckoutQuote, Error>(
    settledKey ? ["/api/checkout/quote", settledKey] : null,
    ([, json]: [string, string]) => quoteCheckout(JSON.parse(json) as QuoteBody),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  return {
    quote: key ? data : undefined,
    error: key ? error : undefined,
    loading: key !== null && (key !== settledKey || isValidating),
    onRetry: () => void mutate(),
  };
}

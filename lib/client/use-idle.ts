"use client";

import { useEffect, useState } from "react";

/** How long a busy page may keep an idle-time task waiting. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `task` once the browser is idle after load (or after a while on a page that never is). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

/**
 * False until the browser has had an idle moment after hydration: work that no first paint
 * needs (the cart's count, an island's code) waits for it instead of competing with the page.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}

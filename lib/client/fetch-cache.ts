"use client";

import { useEffect, useSyncExternalStore } from "react";

/** What the components asking for one key see. */
export interface Fetched<T> {
  data?: T;
  error?: Error;
  /** No value yet and a request under way (a reload keeps showing the value it had). */
  loading: boolean;
}

const NOTHING: Fetched<never> = { loading: false };

/**
 * A keyed cache of fetched values for the public pages' islands, where SWR's 5 kB would be most
 * of an island (the dashboard keeps SWR). One request per key however many components ask;
 * every component showing a key re-renders when its value lands or is set.
 */
export function createFetchCache<T>(fetcher: (key: string) => Promise<T>) {
  const entries = new Map<string, Fetched<T>>();
  const inFlight = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  /** Asks again now (or joins the request under way); keeps the old value while it runs. */
  function load(key: string): Promise<void> {
    const running = inFlight.get(key);
    if (running) return running;
    const before = entries.get(key);
    entries.set(key, { data: before?.data, loading: before?.data === undefined });
    const request = fetcher(key)
      .then(
        (data) => void entries.set(key, { data, loading: false }),
        (error: unknown) =>
          void entries.set(key, {
            data: before?.data,
            error: error instanceof Error ? error : new Error(String(error)),
            loading: false,
          }),
      )
      .finally(() => {
        inFlight.delete(key);
        notify();
      });
    inFlight.set(key, request);
    notify();
    return request;
  }

  /** Puts a value the server already answered (after a change), without asking again. */
  function set(key: string, data: T): void {
    entries.set(key, { data, loading: false });
    notify();
  }

  /** The key's value, loaded on first use; `null` asks for nothing. */
  function useFetched(key: string | null): Fetched<T> {
    const entry = useSyncExternalStore(
      subscribe,
      () => (key === null ? NOTHING : (entries.get(key) ?? NOTHING)),
      () => NOTHING,
    );
    useEffect(() => {
      if (key !== null && !entries.has(key)) void load(key);
    }, [key]);
    return entry;
  }

  return { load, set, useFetched };
}

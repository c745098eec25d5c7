"use client";

import { useSyncExternalStore } from "react";

/**
 * A value kept in localStorage that components read with `useSyncExternalStore`: every
 * component of the tab sees a write at once, other tabs through the `storage` event, and the
 * server (which knows no visitor's storage) renders `fallback`.
 */
export function createLocalStore<T>(key: string, parse: (value: unknown) => T, fallback: T) {
  // Same-tab listeners: the `storage` event only reaches *other* tabs.
  const listeners = new Set<() => void>();
  // The parsed value of the last raw text read, so the snapshot is stable while storage is.
  let cache: { raw: string | null; value: T } = { raw: null, value: fallback };

  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) onChange();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(onChange);
      window.removeEventListener("storage", onStorage);
    };
  };

  const read = (): T => {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      // Storage unavailable (some private modes): nothing kept.
    }
    if (raw !== cache.raw) {
      let value = fallback;
      try {
        value = raw === null ? fallback : parse(JSON.parse(raw));
      } catch {
        // Not ours or damaged: as if nothing were kept.
      }
      cache = { raw, value };
    }
    return cache.value;
  };

  const write = (value: T | null) => {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage unavailable: the value cannot outlive this page.
    }
    listeners.forEach((listener) => listener());
  };

  const getServerSnapshot = () => fallback;
  const useValue = () => useSyncExternalStore(subscribe, read, getServerSnapshot);

  return { read, write, useValue };
}

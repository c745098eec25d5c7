"use client";

import { useRef } from "react";
import useSWR from "swr";
import { getPartsImport, type PartsImportAnswer } from "@/domains/catalog/client";

// Often enough that a small file's check looks immediate, rarely enough for a 2-core server.
const POLL_MS = 750;

export const isFinished = (run: PartsImportAnswer) =>
  run.state === "done" || run.state === "failed";

/**
 * The import in the address, read from the server and read again every POLL_MS until it is
 * done or failed. A failed read (an unknown id) stops the polling until Retry: asking again
 * every 750 ms would not change the answer.
 */
export function usePartsImport(importId: string | null) {
  const stopped = useRef(false);
  const result = useSWR<PartsImportAnswer, Error>(
    importId ? ["parts-import", importId] : null,
    ([, id]: [string, string]) => getPartsImport(id),
    {
      refreshInterval: (run) => (run && isFinished(run) ? 0 : POLL_MS),
      isPaused: () => stopped.current,
      shouldRetryOnError: false,
      onError: () => void (stopped.current = true),
      onSuccess: () => void (stopped.current = false),
    },
  );
  return {
    run: result.data,
    error: result.error,
    retry: () => {
      stopped.current = false;
      void result.mutate();
    },
  };
}

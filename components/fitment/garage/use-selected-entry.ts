"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback } from "react";

/** The address's key of the garage vehicle whose "ordered before" is open. */
const SELECTED_KEY = "selected";

/**
 * The garage vehicle selected on My Garage (its vehicle id, or null), kept in the address so
 * the page's other panels read it too, and `select` to change it (null closes it).
 */
export function useSelectedEntry() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const selected = params.get(SELECTED_KEY);
  const select = useCallback(
    (vehicleId: string | null) => {
      const next = new URLSearchParams(params.toString());
      if (vehicleId) next.set(SELECTED_KEY, vehicleId);
      else next.delete(SELECTED_KEY);
      const query = next.toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [params, pathname, router],
  );
  return { selected, select };
}

"use client";

import useSWR from "swr";
import { swrFetcher } from "./api";

/**
 * Whether this email belongs to an admin (GET /api/admin/{email}). The sidebar, the welcome
 * screen and the admin guard share one SWR key, so the question is asked once per page.
 */
export function useAdminStatus(email: string) {
  const { data, error, isLoading, isValidating, mutate } = useSWR<{ admin: boolean }, Error>(
    `/api/admin/${encodeURIComponent(email)}`,
    swrFetcher,
  );
  return {
    isAdmin: data?.admin === true,
    /** True until there is an answer to trust, so no wrong links or pages flash. */
    isLoading: isLoading || (data === undefined && !error),
    isValidating,
    /** Set only when there is no answer at all; a failed recheck keeps the last answer. */
    error: data === undefined ? error : undefined,
    retry: () => void mutate(),
  };
}

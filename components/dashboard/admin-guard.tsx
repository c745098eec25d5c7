"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";
import { ApiError } from "@/lib/client/api";
import { useAdminStatus } from "@/lib/client/use-admin-status";
import { useSessionUser } from "@/lib/client/use-session-user";
import { ErrorState } from "./error-state";

/**
 * Shows its children to admins only; anyone else goes to /login with the way back remembered
 * (spec section 2). The server checks every admin call anyway: this guard is for comfort.
 */
export function AdminGuard({ children }: { children: React.ReactNode }) {
  const { email } = useSessionUser();
  const { isAdmin, isLoading, isValidating, error, retry } = useAdminStatus(email);
  const router = useRouter();
  const pathname = usePathname();
  // A cached "no" may be stale (the user was just promoted): decide only on a fresh answer.
  const deciding = isLoading || (!isAdmin && isValidating);
  // Network and server failures get a retry; "not signed in" or "not allowed" means no access.
  const failed = error !== undefined && !(error instanceof ApiError && error.status < 500);
  const refused = !deciding && !isAdmin && !failed;

  useEffect(() => {
    if (refused) router.replace(`/login?callbackUrl=${encodeURIComponent(pathname)}`);
  }, [refused, router, pathname]);

  if (isAdmin) return children;
  if (failed && !deciding) return <ErrorState message={error.message} onRetry={retry} />;
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-20 text-base-content/70">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      Checking your access…
    </div>
  );
}

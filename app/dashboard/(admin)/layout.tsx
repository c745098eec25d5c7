import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session-user";

// proxy.ts puts each request's path here: a layout is not told which page it wraps.
const PATHNAME_HEADER = "x-pathname";

/** The page being opened, for the way back after signing in; the dashboard when unknown. */
async function requestedDashboardPath(): Promise<string> {
  const pathname = (await headers()).get(PATHNAME_HEADER);
  return pathname?.startsWith("/dashboard/") ? pathname : "/dashboard";
}

/**
 * The admin screens, checked once on the server with the role as the database has it now:
 * anyone else is sent to /login with the way back remembered (spec section 2). Every admin API
 * call checks the role again; this only spares a customer a screen they cannot use.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  if (user?.role !== "admin") {
    redirect(`/login?callbackUrl=${encodeURIComponent(await requestedDashboardPath())}`);
  }
  return children;
}

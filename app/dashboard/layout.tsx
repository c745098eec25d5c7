import type { Metadata } from "next";
import { redirect } from "next/navigation";
import "./dashboard.css";
import { getSessionUser } from "@/lib/auth/session-user";
import { toSignedInUser } from "@/domains/accounts";
import { SITE_NAME } from "@/lib/site";
import { DashboardShell } from "@/components/layout/dashboard/dashboard-shell";

export const metadata: Metadata = {
  // A plain string here would drop the root layout's suffix for every dashboard page.
  title: { default: "Dashboard", template: `%s | ${SITE_NAME}` },
  robots: { index: false, follow: false },
};

/**
 * The proxy only checks that a session cookie exists; this checks that it names a user who
 * still exists, so the dashboard never renders for an expired session or a deleted account.
 * The top site navigation is deliberately absent here (spec: hidden on dashboard pages).
 */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  if (!user) redirect("/login?callbackUrl=/dashboard");
  // The role travels with the user: the sidebar and the welcome screen ask nobody for it.
  return <DashboardShell user={toSignedInUser(user)}>{children}</DashboardShell>;
}

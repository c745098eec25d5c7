import type { Metadata } from "next";
import { getSessionUser } from "@/lib/auth/session-user";
import { adminOverview } from "@/domains/admin/server";
import { recentPartsImports } from "@/domains/catalog/server";
import { AdminOverview } from "@/components/admin/overview/admin-overview";
import { Welcome } from "@/components/layout/dashboard/welcome";

export const metadata: Metadata = { title: "Dashboard" };

/**
 * An admin's home is the overview of the shop; a customer's the welcome. The role is the one the
 * database holds now (the layout read it), and the service checks it again.
 */
export default async function DashboardPage() {
  const user = await getSessionUser();
  if (user?.role !== "admin") return <Welcome />;
  const [overview, imports] = await Promise.all([adminOverview(user), recentPartsImports(user)]);
  return <AdminOverview overview={overview} imports={imports} />;
}

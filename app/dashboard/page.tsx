import type { Metadata } from "next";
import { Welcome } from "@/components/dashboard/welcome";

export const metadata: Metadata = { title: "Dashboard" };

export default function DashboardPage() {
  return <Welcome />;
}

import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";

export const metadata: Metadata = { title: "My Orders" };

export default function MyOrdersPage() {
  return (
    <ComingSoon
      title="My Orders"
      purpose="Your orders will be listed here, with their status, payment and a Pay button."
      arrivesWith="orders and payments"
    />
  );
}

import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";

export const metadata: Metadata = { title: "Payment" };

export default function PaymentPage() {
  return (
    <ComingSoon
      title="Payment"
      purpose="You will pay for an order by card here."
      arrivesWith="orders and payments"
    />
  );
}

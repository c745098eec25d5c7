"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import type { ConfirmCard } from "./pay-flow";
import type { Payable } from "./payable";

/**
 * Runs the payment and reports it: the provider's or server's message as an error toast, or on
 * to My Orders, which marks the order paid and says 'Congrats!!'. `busy` stays true from the
 * first call until the next page, so the button cannot start a second payment.
 */
export function usePayment(payable: Payable) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const pay = async (confirm: ConfirmCard) => {
    setBusy(true);
    try {
      const transactionId = await payable.pay(confirm);
      const query = new URLSearchParams({ paid: payable.reportedOrderId, tx: transactionId });
      router.push(`/dashboard/my-orders?${query}`);
    } catch (error) {
      toast.error((error as Error).message);
      setBusy(false);
    }
  };

  return { busy, pay };
}

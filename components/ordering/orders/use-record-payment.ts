"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { bookingPayload } from "@/components/payments/booking-payload";
import { getOrder, markOrderPaid } from "@/domains/ordering/client";
import { orderMessages } from "@/domains/ordering";

// Payments already handled in this tab. Module-level, not a ref: React's strict mode mounts the
// screen twice, and the payment must be reported once.
const handled = new Set<string>();

/**
 * After a payment the payment screen comes back here with `?paid={orderId}&tx={transactionId}`.
 * This marks the order paid (`PATCH /api/orders/paid/{id}`, which the server checks with the
 * provider), refreshes the list, and answers the transaction id for the 'Congrats!!' dialog.
 * Then the query string goes, so a reload does not report the payment again.
 */
export function useRecordPayment(
  orderId: string | null,
  transactionId: string | null,
  refresh: () => Promise<unknown>,
) {
  const router = useRouter();
  const [congratsFor, setCongratsFor] = useState<string | null>(null);
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  });

  useEffect(() => {
    if (!orderId || !transactionId) return;
    const key = `${orderId} ${transactionId}`;
    if (handled.has(key)) return;
    handled.add(key);
    void (async () => {
      try {
        // The contract's payload is the booking's; the server checks the intent with the provider.
        const order = await getOrder(orderId);
        const { modifiedCount } = await markOrderPaid(orderId, {
          ...bookingPayload(order, transactionId),
          paid: "true",
        });
        await refreshRef.current();
        if (modifiedCount) setCongratsFor(transactionId);
        else toast.error(orderMessages.somethingWrong);
      } catch (error) {
        toast.error((error as Error).message);
      }
      router.replace("/dashboard/my-orders", { scroll: false });
    })();
  }, [orderId, transactionId, router]);

  return { congratsFor, dismiss: () => setCongratsFor(null) };
}

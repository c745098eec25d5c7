"use client";

import Link from "next/link";
import { useState } from "react";
import useSWR from "swr";
import { ErrorState } from "@/components/dashboard/error-state";
import {
  ConfirmedActionDialogs,
  type ConfirmedAction,
} from "@/components/ui/confirmed-action-dialogs";
import { EmptyState } from "@/components/ui/empty-state";
import { NoticeDialog } from "@/components/ui/notice-dialog";
import type { OrderJson } from "@/lib/contract/order";
import { useSessionUser } from "@/lib/client/use-session-user";
import { orderMessages } from "@/lib/validation/spec-texts";
import { deleteOrderAction } from "./order-actions";
import { MyOrdersTable } from "./my-orders-table";
import { useRecordPayment } from "./use-record-payment";

/** My Orders: the customer's own orders, paying and deleting them, and the paid confirmation. */
export function MyOrdersView({
  paidOrderId,
  transactionId,
}: {
  paidOrderId: string | null;
  transactionId: string | null;
}) {
  const user = useSessionUser();
  const { data, error, isLoading, mutate } = useSWR<OrderJson[], Error>(
    `/api/orders?uid=${encodeURIComponent(user.uid)}`,
  );
  const [action, setAction] = useState<ConfirmedAction | null>(null);
  const { congratsFor, dismiss } = useRecordPayment(paidOrderId, transactionId, () => mutate());

  let body: React.ReactNode;
  if (error && !data) body = <ErrorState message={error.message} onRetry={() => void mutate()} />;
  else if (data?.length === 0)
    body = (
      <EmptyState message={orderMessages.notPlacedYet}>
        <Link href="/allParts" className="btn btn-primary">
          {orderMessages.makeOrder}
        </Link>
      </EmptyState>
    );
  else
    body = (
      <MyOrdersTable
        orders={isLoading ? undefined : data}
        onDelete={(order) => setAction(deleteOrderAction(order, "customer"))}
      />
    );

  return (
    <>
      {body}
      <ConfirmedActionDialogs action={action} onClose={() => setAction(null)} refetch={mutate} />
      <NoticeDialog
        open={congratsFor !== null}
        title={orderMessages.paidTitle}
        text={congratsFor ? orderMessages.paidText(congratsFor) : ""}
        onClose={dismiss}
      />
    </>
  );
}

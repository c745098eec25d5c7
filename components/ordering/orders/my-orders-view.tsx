"use client";

import Link from "next/link";
import { useMemo, useState } from "react";
import useSWR from "swr";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { ClipboardIcon } from "@/components/layout/dashboard/icons";
import {
  ConfirmedActionDialogs,
  type ConfirmedAction,
} from "@/components/ui/confirmed-action-dialogs";
import { EmptyState } from "@/components/ui/empty-state";
import { NoticeDialog } from "@/components/ui/notice-dialog";
import { myOrdersPath, type MyOrdersAnswer } from "@/domains/ordering/client";
import { orderHistory } from "@/domains/ordering";
import { useSessionUser } from "@/lib/client/use-session-user";
import { orderHistoryTexts } from "@/domains/ordering";
import { orderMessages } from "@/domains/ordering";
import { MyOrdersLoading } from "./history/my-orders-loading";
import { MyOrdersTable } from "./history/my-orders-table";
import { deleteOrderAction } from "./order-actions";
import { useRecordPayment } from "./use-record-payment";

/** My Orders: the customer's order history, paying and deleting, and the paid confirmation. */
export function MyOrdersView({
  paidOrderId,
  transactionId,
}: {
  paidOrderId: string | null;
  transactionId: string | null;
}) {
  const user = useSessionUser();
  const { data, error, mutate } = useSWR<MyOrdersAnswer, Error>(myOrdersPath(user.uid));
  const entries = useMemo(() => (data ? orderHistory(data) : undefined), [data]);
  const [action, setAction] = useState<ConfirmedAction | null>(null);
  const { congratsFor, dismiss } = useRecordPayment(paidOrderId, transactionId, () => mutate());

  let body: React.ReactNode;
  if (error && !data) body = <ErrorState message={error.message} onRetry={() => void mutate()} />;
  else if (!entries) body = <MyOrdersLoading />;
  else if (entries.length === 0)
    body = (
      <EmptyState
        message={orderMessages.notPlacedYet}
        icon={<ClipboardIcon className="h-12 w-12 text-base-content/40" />}
      >
        <p className="max-w-md text-sm text-base-content/70">{orderHistoryTexts.emptyHint}</p>
        <Link href="/allParts" className="btn btn-primary">
          {orderMessages.makeOrder}
        </Link>
      </EmptyState>
    );
  else
    body = (
      <MyOrdersTable
        entries={entries}
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

"use client";

import { useState } from "react";
import useSWR from "swr";
import { ErrorState } from "@/components/dashboard/error-state";
import {
  ConfirmedActionDialogs,
  type ConfirmedAction,
} from "@/components/ui/confirmed-action-dialogs";
import { EmptyState } from "@/components/ui/empty-state";
import type { OrderJson } from "@/lib/contract/order";
import { orderMessages } from "@/lib/validation/spec-texts";
import { deleteOrderAction, shipOrderAction } from "./order-actions";
import { ManageOrdersTable } from "./manage-orders-table";

/** Manage Orders: every customer's orders, shipping paid ones and deleting unshipped ones. */
export function ManageOrdersView() {
  const { data, error, isLoading, mutate } = useSWR<OrderJson[], Error>("/api/orders/all");
  const [action, setAction] = useState<ConfirmedAction | null>(null);

  let body: React.ReactNode;
  if (error && !data) body = <ErrorState message={error.message} onRetry={() => void mutate()} />;
  else if (data?.length === 0) body = <EmptyState message={orderMessages.noOrdersAdmin} />;
  else
    body = (
      <ManageOrdersTable
        orders={isLoading ? undefined : data}
        onShip={(order) => setAction(shipOrderAction(order))}
        onDelete={(order) => setAction(deleteOrderAction(order, "admin"))}
      />
    );

  return (
    <>
      {body}
      <ConfirmedActionDialogs action={action} onClose={() => setAction(null)} refetch={mutate} />
    </>
  );
}

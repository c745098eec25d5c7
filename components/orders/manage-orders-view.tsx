"use client";

import { useState } from "react";
import useSWR from "swr";
import { ErrorState } from "@/components/dashboard/error-state";
import type { OrderJson } from "@/lib/contract/order";
import { orderMessages } from "@/lib/validation/messages";
import { OrderActionDialogs } from "./order-action-dialogs";
import { deleteOrderAction, shipOrderAction, type OrderAction } from "./order-actions";
import { ManageOrdersTable } from "./manage-orders-table";

/** Manage Orders: every customer's orders, shipping paid ones and deleting unshipped ones. */
export function ManageOrdersView() {
  const { data, error, isLoading, mutate } = useSWR<OrderJson[], Error>("/api/orders/all");
  const [action, setAction] = useState<OrderAction | null>(null);

  let body: React.ReactNode;
  if (error && !data) body = <ErrorState message={error.message} onRetry={() => void mutate()} />;
  else if (data?.length === 0)
    body = (
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <p className="card-body items-center py-12 text-center text-lg">
          {orderMessages.noOrdersAdmin}
        </p>
      </div>
    );
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
      <OrderActionDialogs action={action} onClose={() => setAction(null)} refetch={mutate} />
    </>
  );
}

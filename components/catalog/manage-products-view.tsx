"use client";

import { useState } from "react";
import useSWR from "swr";
import { ErrorState } from "@/components/dashboard/error-state";
import {
  ConfirmedActionDialogs,
  type ConfirmedAction,
} from "@/components/ui/confirmed-action-dialogs";
import { EmptyState } from "@/components/ui/empty-state";
import type { PartJson } from "@/lib/contract/part";
import { catalogMessages } from "@/lib/validation/spec-texts";
import { deleteProductAction } from "./manage-products-delete";
import { ManageProductsTable } from "./manage-products-table";
import { ManageProductsUpdateDialog } from "./manage-products-update-dialog";

/** Manage Products: every product, updating its name, stock, MOQ and price, or deleting it. */
export function ManageProductsView() {
  const { data, error, isLoading, mutate } = useSWR<PartJson[], Error>("/api/parts?sort=1");
  const [editing, setEditing] = useState<PartJson | null>(null);
  const [action, setAction] = useState<ConfirmedAction | null>(null);

  let body: React.ReactNode;
  if (error && !data) body = <ErrorState message={error.message} onRetry={() => void mutate()} />;
  else if (data?.length === 0) body = <EmptyState message={catalogMessages.noProducts} />;
  else
    body = (
      <ManageProductsTable
        parts={isLoading ? undefined : data}
        onUpdate={setEditing}
        onDelete={(part) => setAction(deleteProductAction(part))}
      />
    );

  return (
    <>
      {body}
      <ManageProductsUpdateDialog
        part={editing}
        onClose={() => setEditing(null)}
        onUpdated={() => mutate()}
      />
      <ConfirmedActionDialogs action={action} onClose={() => setAction(null)} refetch={mutate} />
    </>
  );
}

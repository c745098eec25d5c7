"use client";

import { useMemo, useState } from "react";
import useSWR from "swr";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { EmptyState } from "@/components/ui/empty-state";
import { fetchTablePage } from "@/components/ui/server-table/use-table-page";
import { myOrdersPath, type MyOrdersAnswer } from "@/domains/ordering/client";
import type { OrderJson } from "@/domains/ordering";
import {
  returnableQuantity,
  returnScreenTexts,
  type RETURN_REASONS,
  type ReturnJson,
} from "@/domains/returns";
import { RETURNS_PATH, type ReturnsTableRow } from "@/domains/returns/client";
import { useSessionUser } from "@/lib/client/use-session-user";
import { MyReturnsTable } from "./my-returns-table";
import { OutstandingCoresTable } from "./outstanding-cores-table";
import { ReturnFormDialog } from "./return-form-dialog";
import { ReturnOpened } from "./return-opened";

const t = returnScreenTexts;
// A customer's returns fit on one page; the newest first.
const MY_RETURNS = `${RETURNS_PATH}?limit=100`;
type Reason = (typeof RETURN_REASONS)[number];

/**
 * The customer's Returns page: their returns and their outstanding cores; the return form opens
 * from a core's "Return cores", or for the order My Orders' "Return" named (`orderId`).
 */
export function MyReturnsView({ orderId }: { orderId: string | null }) {
  const user = useSessionUser();
  const returns = useSWR(MY_RETURNS, fetchTablePage<ReturnsTableRow>);
  const orders = useSWR<MyOrdersAnswer, Error>(myOrdersPath(user.uid));
  const [form, setForm] = useState<{ orderId: string; reason: Reason } | null>(
    orderId ? { orderId, reason: "not-needed" } : null,
  );
  const [opened, setOpened] = useState<ReturnJson | null>(null);
  const byId = useMemo(
    () => new Map((orders.data ?? []).map((order: OrderJson) => [order._id, order])),
    [orders.data],
  );
  const rows = returns.data?.rows;
  const error = returns.error ?? orders.error;
  const retry = () => void Promise.all([returns.mutate(), orders.mutate()]);
  const formOrder = form ? byId.get(form.orderId) : undefined;
  const owing = (orders.data ?? []).filter((order) => order.shipped && order.coresOutstanding > 0);

  // The table names each return's part from the orders: both answers, or the skeleton rows.
  const shown = orders.data ? rows : undefined;
  let list: React.ReactNode;
  if (error && !shown) list = <ErrorState message={error.message} onRetry={retry} />;
  else if (shown?.length === 0) list = <EmptyState message={t.list.empty} />;
  else list = <MyReturnsTable returns={shown} orders={byId} />;

  return (
    <div className="flex flex-col gap-8">
      {opened ? <ReturnOpened opened={opened} onDismiss={() => setOpened(null)} /> : null}
      <section aria-labelledby="outstanding-cores" className="flex flex-col gap-3">
        <h2 id="outstanding-cores" className="text-xl font-bold">
          {t.cores.heading}
        </h2>
        {!orders.data ? null : owing.length === 0 ? (
          <p className="text-base-content/70">{t.cores.empty}</p>
        ) : (
          <OutstandingCoresTable
            orders={owing}
            onReturn={(order) => setForm({ orderId: order._id, reason: "core" })}
          />
        )}
      </section>
      <section aria-labelledby="my-returns" className="flex flex-col gap-3">
        <h2 id="my-returns" className="text-xl font-bold">
          {t.list.heading}
        </h2>
        {list}
      </section>
      {form && formOrder && rows ? (
        <ReturnFormDialog
          order={formOrder}
          reason={form.reason}
          left={(reason) => returnableQuantity(formOrder, rows, reason === "core")}
          onClose={() => setForm(null)}
          onOpened={(entry) => {
            setForm(null);
            setOpened(entry);
            retry();
          }}
        />
      ) : null}
    </div>
  );
}

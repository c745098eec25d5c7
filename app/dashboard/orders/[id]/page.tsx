import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { OrderDetail } from "@/components/ordering/orders/order-detail";
import { OrderTimeline } from "@/components/ordering/orders/order-timeline";
import type { Actor } from "@/lib/auth/actor";
import { getSessionUser } from "@/lib/auth/session-user";
import { AppError } from "@/lib/errors";
import { orderTimeline } from "@/domains/ordering/server";
import { isIdText } from "@/lib/validation/text";
import { orderDetailTexts as t } from "@/domains/ordering";

export const metadata: Metadata = { title: t.pageTitle };

/** The order and its timeline, or null when the user may not see it (or it does not exist). */
async function timelineFor(user: Actor, id: string) {
  if (!isIdText(id)) return null;
  try {
    return await orderTimeline(user, id);
  } catch (error) {
    if (error instanceof AppError && (error.status === 403 || error.status === 404)) return null;
    throw error;
  }
}

/** `/dashboard/orders/{id}`: one order for its customer (or any order for an admin). */
export default async function OrderDetailPage({ params }: PageProps<"/dashboard/orders/[id]">) {
  const { id } = await params;
  const user = await getSessionUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(`/dashboard/orders/${id}`)}`);
  const timeline = await timelineFor(user, id);
  if (!timeline) notFound();
  const admin = user.role === "admin";
  const { order, events } = timeline;
  return (
    <>
      <PageTitle title={t.pageTitle} subtitle={`#${id}`} />
      <div className="mb-6">
        <Link
          href={admin ? "/dashboard/manageOrder" : "/dashboard/my-orders"}
          className="link link-primary"
        >
          {admin ? t.backToManageOrders : t.backToOrders}
        </Link>
      </div>
      {order ? (
        <OrderDetail order={order} audience={admin ? "admin" : "customer"} />
      ) : (
        <div role="status" className="alert alert-warning">
          {t.deletedOrder}
        </div>
      )}
      <section className="card mt-6 bg-base-100 shadow-sm" aria-labelledby="order-timeline-heading">
        <div className="card-body">
          <h2 id="order-timeline-heading" className="card-title">
            {t.timeline}
          </h2>
          <OrderTimeline events={events} />
        </div>
      </section>
    </>
  );
}

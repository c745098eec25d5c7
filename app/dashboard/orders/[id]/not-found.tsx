import type { Metadata } from "next";
import Link from "next/link";
import { orderDetailTexts as t } from "@/domains/ordering";

export const metadata: Metadata = { title: t.notFoundTitle, robots: { index: false } };

/** An order that does not exist, or that the signed-in user may not see: the same answer. */
export default function OrderNotFound() {
  return (
    <section className="mx-auto max-w-xl py-12 text-center" data-testid="order-not-found">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{t.notFoundTitle}</h1>
      <p className="mt-2 text-base-content/70">{t.notFound}</p>
      <Link href="/dashboard/my-orders" className="btn btn-primary mt-6">
        {t.backToOrders}
      </Link>
    </section>
  );
}

import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { MyReturnsView } from "@/components/returns/my-returns-view";
import { returnScreenTexts } from "@/domains/returns";

const t = returnScreenTexts;
export const metadata: Metadata = { title: t.title };

/** `?order={orderId}` is how My Orders' "Return" opens the form for that order. */
export default async function ReturnsPage({ searchParams }: PageProps<"/dashboard/returns">) {
  const { order } = await searchParams;
  return (
    <>
      <PageTitle title={t.title} subtitle={t.subtitle} />
      <MyReturnsView orderId={typeof order === "string" ? order : null} />
    </>
  );
}

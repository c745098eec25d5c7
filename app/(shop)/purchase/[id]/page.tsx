import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getSessionUser } from "@/lib/auth/session-user";
import { orNotFound } from "@/lib/http/or-not-found";
import { readPart as readCatalogPart } from "@/domains/catalog/server";
import { PURCHASE_QUANTITY_PARAM, purchasePath } from "@/domains/catalog";
import { startingQuantity } from "@/domains/catalog";
import { metadataOrNotFound } from "@/lib/seo/page-metadata";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { OrderForm } from "@/components/ordering/purchase/order-form";
import { PurchasePartDetails } from "@/components/ordering/purchase/purchase-part-details";

// One read per request, shared by the metadata and the page.
const readPart = cache((id: string) => readCatalogPart(id));
const loadPart = (id: string) => orNotFound(readPart(id));

export async function generateMetadata({ params }: PageProps<"/purchase/[id]">): Promise<Metadata> {
  const { id } = await params;
  // A signed-in page: robots.txt already keeps crawlers out; this says it per page too.
  return metadataOrNotFound(readPart(id), (part) => ({
    title: part.productName,
    robots: { index: false, follow: false },
  }));
}

/**
 * Purchase: the part as it is now (stock read on every request) and the order form, starting
 * from the quantity the part's page sent (`?quantity=`), else the MOQ.
 */
export default async function PurchasePage({ params, searchParams }: PageProps<"/purchase/[id]">) {
  const { id } = await params;
  const sent = (await searchParams)[PURCHASE_QUANTITY_PARAM];
  // The proxy redirects guests already; this also catches an expired session or deleted account.
  const user = await getSessionUser();
  if (!user) {
    const back = purchasePath({ _id: id }, typeof sent === "string" ? sent : "");
    redirect(`/login?callbackUrl=${encodeURIComponent(back)}`);
  }
  const part = await loadPart(id);
  // A retired part cannot be bought: its page says so.
  if (part.retired) redirect(part.url);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <Link href="/allParts" className="btn btn-ghost btn-sm mb-6 gap-2">
        <ArrowLeftIcon className="h-4 w-4" /> Back to shop
      </Link>
      <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
        <PurchasePartDetails part={part} />
        <OrderForm
          part={part}
          buyer={{ uid: user.uid, name: user.name, email: user.email }}
          startQuantity={startingQuantity(sent, part.orderQty)}
        />
      </div>
    </div>
  );
}

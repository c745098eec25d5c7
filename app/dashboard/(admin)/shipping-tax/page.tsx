import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { TaxRatesEditor } from "@/components/tax/admin/tax-rates-editor";
import { ShippingRatesPanel } from "@/components/shipping/admin/shipping-rates-panel";
import { shippingScreenTexts as t } from "@/domains/shipping";

export const metadata: Metadata = { title: t.title };

export default function ShippingTaxPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t.title} subtitle={t.subtitle} />
      <ShippingRatesPanel />
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body">
          <TaxRatesEditor />
        </div>
      </div>
    </div>
  );
}

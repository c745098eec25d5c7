import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { ShippingRatesPanel } from "@/components/shipping/admin/shipping-rates-panel";
import { shippingScreenTexts as t } from "@/domains/shipping";

export const metadata: Metadata = { title: t.title };

export default function ShippingTaxPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t.title} subtitle={t.subtitle} />
      <ShippingRatesPanel />
      {/* Issue 32, tax: the lead mounts the tax rates editor (components/tax/admin/
          tax-rates-editor.tsx) here, in this section. */}
      <section
        aria-labelledby="tax-title"
        data-testid="tax-rates-section"
        className="card border border-base-300 bg-base-100 shadow-sm"
      >
        <div className="card-body">
          <h2 id="tax-title" className="card-title text-xl">
            {t.taxTitle}
          </h2>
        </div>
      </section>
    </div>
  );
}

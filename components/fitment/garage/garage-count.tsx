"use client";

import useSWR from "swr";
import { ACCOUNT_COMPANY_PATH, type AccountCompany } from "@/domains/companies/client";
import { garageScreenTexts as t } from "@/domains/fitment";

/** How full the garage is: a person's of 10, or the company's that its members share. */
export function GarageCount({ total }: { total: number }) {
  const { data: company } = useSWR<AccountCompany, Error>(ACCOUNT_COMPANY_PATH);
  if (company === undefined) return null;
  return (
    <p className="text-sm text-base-content/70" data-testid="garage-count">
      {company ? t.countCompany(total) : t.countPersonal(total)}
    </p>
  );
}

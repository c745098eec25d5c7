import type { AccountCompany } from "@/domains/companies/client";
import { companyScreenTexts as t } from "@/domains/companies";
import { formatMoney } from "@/lib/money";
import { CompanyStatusBadge } from "./company-status-badge";

/** The caller's company: its status and what it means, its terms and credit, their own place. */
export function CompanySummary({ company }: { company: NonNullable<AccountCompany> }) {
  const facts: [string, string][] = [
    [t.terms, t.termsLabel[company.terms]],
    [t.creditLimit, formatMoney(company.creditLimit)],
    [t.creditUsed, formatMoney(company.creditUsed)],
    [t.creditAvailable, formatMoney(company.creditAvailable)],
    [t.poRequired, company.poRequired ? t.yes : t.no],
    [t.discount, t.percent(company.discountPercent)],
    [t.yourRole, t.roleLabel[company.role]],
    [
      t.yourSpendingLimit,
      company.spendingLimit === null ? t.noLimit : formatMoney(company.spendingLimit),
    ],
  ];
  return (
    <section
      aria-labelledby="company-name"
      className="card max-w-3xl border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="company-name" className="card-title text-xl break-words">
            {company.name}
          </h2>
          <CompanyStatusBadge status={company.status} />
        </div>
        <p data-testid="company-status-note">{t.statusNote[company.status]}</p>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
          {facts.map(([term, value]) => (
            <div key={term} className="flex justify-between gap-3 border-b border-base-300 py-1">
              <dt className="text-base-content/70">{term}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

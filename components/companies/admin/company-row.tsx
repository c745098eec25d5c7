"use client";

import { cardLabel, type ColumnSpec } from "@/components/ui/data-table-frame";
import type { CompaniesTableRow } from "@/domains/companies/client";
import { companyScreenTexts as t, priceListScreenTexts } from "@/domains/companies";
import { formatMoney } from "@/lib/money";
import { CompanyStatusBadge } from "../business/company-status-badge";
import { companyDay } from "../company-day";

const COLUMN = {
  number: { label: t.number },
  company: { label: t.company, sortKey: "name" },
  phone: { label: t.phone },
  status: { label: t.status, sortKey: "status" },
  terms: { label: t.terms },
  creditLimit: { label: t.creditLimit, sortKey: "creditLimit", firstOrder: "desc" },
  poRequired: { label: t.poRequired },
  discount: { label: t.discount },
  applied: { label: t.applied, sortKey: "createdAt", firstOrder: "desc" },
  actions: { label: t.actions },
} satisfies Record<string, ColumnSpec>;
export const COMPANY_COLUMNS: ColumnSpec[] = Object.values(COLUMN);

/** One company of the Companies table, with its decision and members buttons. */
export function CompanyRow({
  company,
  number,
  onEdit,
  onMembers,
  onPrices,
}: {
  company: CompaniesTableRow;
  number: number;
  onEdit: (company: CompaniesTableRow) => void;
  onMembers: (company: CompaniesTableRow) => void;
  onPrices: (company: CompaniesTableRow) => void;
}) {
  return (
    <tr data-testid="company-row">
      <th scope="row" {...cardLabel(COLUMN.number)}>
        {number}
      </th>
      <td className="break-words" {...cardLabel(COLUMN.company)}>
        <div className="font-semibold">{company.name}</div>
        {company.taxId ? <div className="text-sm">{company.taxId}</div> : null}
      </td>
      <td className="whitespace-nowrap" {...cardLabel(COLUMN.phone)}>
        {company.phone}
      </td>
      <td {...cardLabel(COLUMN.status)}>
        <CompanyStatusBadge status={company.status} />
      </td>
      <td className="whitespace-nowrap" {...cardLabel(COLUMN.terms)}>
        {t.termsLabel[company.terms]}
      </td>
      <td className="whitespace-nowrap" {...cardLabel(COLUMN.creditLimit)}>
        {formatMoney(company.creditLimit)}
      </td>
      <td {...cardLabel(COLUMN.poRequired)}>{company.poRequired ? t.yes : t.no}</td>
      <td {...cardLabel(COLUMN.discount)}>{t.percent(company.discountPercent)}</td>
      <td className="whitespace-nowrap" {...cardLabel(COLUMN.applied)}>
        {companyDay(company.createdAt)}
      </td>
      <td {...cardLabel(COLUMN.actions)}>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className="btn btn-primary btn-xs"
            aria-label={t.decideOn(company.name)}
            onClick={() => onEdit(company)}
          >
            {t.edit}
          </button>
          <button
            type="button"
            className="btn btn-outline btn-xs"
            aria-label={t.membersOf(company.name)}
            onClick={() => onMembers(company)}
          >
            {t.members}
          </button>
          <button
            type="button"
            className="btn btn-outline btn-xs"
            aria-label={priceListScreenTexts.pricesOf(company.name)}
            onClick={() => onPrices(company)}
          >
            {priceListScreenTexts.prices}
          </button>
        </div>
      </td>
    </tr>
  );
}

import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { toCompanyJson } from "@/domains/companies/company-json";
import type { CompaniesTableQuery } from "@/domains/companies/companies-table-query";
import { csvExport, EXPORT_BATCH } from "@/lib/tables/csv-export";
import { companyBatches, type KeyedCompany } from "./companies-table";

const header = [
  "Company ID",
  "Name",
  "Tax ID",
  "Phone",
  "Address",
  "Status",
  "Terms",
  "Credit limit",
  "PO required",
  "Discount %",
  "Applied",
];

function record({ row }: KeyedCompany) {
  const json = toCompanyJson(row);
  return [
    json._id,
    json.name,
    json.taxId,
    json.phone,
    json.address,
    json.status,
    json.terms,
    json.creditLimit,
    json.poRequired ? "yes" : "no",
    json.discountPercent,
    json.createdAt,
  ];
}

/** `GET /api/companies?format=csv`: every company the search and filter find, streamed. */
export function exportCompaniesCsv(actor: Actor | null, query: CompaniesTableQuery) {
  const batchAfter = companyBatches(actor, query);
  return csvExport({ header, nextBatch: (last) => batchAfter(EXPORT_BATCH, last), record });
}

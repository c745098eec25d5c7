import "@/lib/validation/zod-config";
import { z } from "zod";
import { COMPANY_STATUSES } from "@/models/company-values";
import { oneOf, tableFields, withPaging } from "@/lib/tables/table-query";

const COMPANY_SORTS = ["createdAt", "name", "status", "creditLimit"] as const;

/** `GET /api/companies`: the shop admins' Companies table (always a page), or its CSV. */
export const companiesTableQuerySchema = z
  .object({
    ...tableFields,
    sort: oneOf("sort", COMPANY_SORTS).optional(),
    status: oneOf("status", COMPANY_STATUSES).optional(),
  })
  .transform((query) => withPaging<typeof query>(query));
export type CompaniesTableQuery = z.output<typeof companiesTableQuerySchema>;

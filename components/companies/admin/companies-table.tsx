"use client";

import { useState } from "react";
import { DataTableFrame } from "@/components/ui/data-table-frame";
import { sortingOf } from "@/components/ui/server-table/sort-header";
import { TableResults } from "@/components/ui/server-table/table-results";
import { useTablePage } from "@/components/ui/server-table/use-table-page";
import { useTableQuery } from "@/components/ui/server-table/use-table-query";
import { COMPANIES_TABLE_PATH, type CompaniesTableRow } from "@/domains/companies/client";
import { companyScreenTexts as t } from "@/domains/companies";
import { TABLE_PAGE_SIZE } from "@/lib/tables/table-query";
import { CompaniesTableToolbar } from "./companies-table-toolbar";
import { CompanyEditDialog } from "./company-edit-dialog";
import { CompanyMembersSection } from "./company-members-section";
import { COMPANY_COLUMNS, CompanyRow } from "./company-row";

const FILTERS = ["status"] as const;
// Newest applications first: the ones waiting for a decision are on the first page.
const DEFAULTS = { limit: TABLE_PAGE_SIZE, sort: "createdAt", order: "desc" } as const;

/** The shop admins' Companies table: searched, filtered and sorted on the server. */
export function CompaniesTable() {
  const table = useTableQuery(FILTERS, DEFAULTS);
  const result = useTablePage<CompaniesTableRow>(COMPANIES_TABLE_PATH, table.query.apiQuery);
  const [editing, setEditing] = useState<CompaniesTableRow | null>(null);
  const [showingMembers, setShowingMembers] = useState<CompaniesTableRow | null>(null);
  const { query } = table;
  const { data } = result;

  return (
    <>
      <CompaniesTableToolbar
        query={query}
        update={table.update}
        total={data && !data.estimated ? data.total : undefined}
      />
      <TableResults
        table={table}
        result={result}
        emptyMessage={t.noCompanies}
        renderTable={(rows, refreshing) => (
          <DataTableFrame
            caption={t.companiesCaption}
            columns={COMPANY_COLUMNS}
            loading={!rows}
            refreshing={refreshing}
            cards
            sorting={sortingOf(COMPANY_COLUMNS, query, "createdAt", (sort, order) =>
              table.update({ sort, order }),
            )}
          >
            {rows?.map((company, index) => (
              <CompanyRow
                key={company._id}
                company={company}
                number={(query.page - 1) * query.limit + index + 1}
                onEdit={setEditing}
                onMembers={setShowingMembers}
              />
            ))}
          </DataTableFrame>
        )}
      />
      <CompanyEditDialog
        company={editing}
        onClose={() => setEditing(null)}
        onSaved={() => result.mutate()}
      />
      {showingMembers ? (
        <CompanyMembersSection company={showingMembers} onClose={() => setShowingMembers(null)} />
      ) : null}
    </>
  );
}

"use client";

import { useState } from "react";
import { ServerTable } from "@/components/ui/server-table/server-table";
import { useTablePage } from "@/components/ui/server-table/use-table-page";
import { useTableQuery } from "@/components/ui/server-table/use-table-query";
import { COMPANIES_TABLE_PATH, type CompaniesTableRow } from "@/domains/companies/client";
import { companyScreenTexts as t, priceListScreenTexts } from "@/domains/companies";
import { TABLE_PAGE_SIZE } from "@/lib/tables/table-query";
import { CompaniesTableToolbar } from "./companies-table-toolbar";
import { CompanyEditDialog } from "./company-edit-dialog";
import { MembersPanel } from "../members/members-panel";
import { CompanyPricesPanel } from "./company-prices-panel";
import { CompanySection } from "./company-section";
import { COMPANY_COLUMNS, CompanyRow } from "./company-row";

const FILTERS = ["status"] as const;
// Newest applications first: the ones waiting for a decision are on the first page.
const DEFAULTS = { limit: TABLE_PAGE_SIZE, sort: "createdAt", order: "desc" } as const;

/** The company whose members or price list is open under the table. */
type Opened = { company: CompaniesTableRow; panel: "members" | "prices" };

function OpenedSection({ opened, onClose }: { opened: Opened; onClose: () => void }) {
  const { company, panel } = opened;
  const props = { companyId: company._id, companyName: company.name };
  return panel === "members" ? (
    <CompanySection title={t.membersOf(company.name)} onClose={onClose}>
      <MembersPanel key={company._id} {...props} />
    </CompanySection>
  ) : (
    <CompanySection title={priceListScreenTexts.pricesOf(company.name)} onClose={onClose}>
      <CompanyPricesPanel key={company._id} {...props} />
    </CompanySection>
  );
}

/** The shop admins' Companies table: searched, filtered and sorted on the server. */
export function CompaniesTable() {
  const table = useTableQuery(FILTERS, DEFAULTS);
  const result = useTablePage<CompaniesTableRow>(COMPANIES_TABLE_PATH, table.query.apiQuery);
  const [editing, setEditing] = useState<CompaniesTableRow | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const { data } = result;

  return (
    <>
      <CompaniesTableToolbar
        query={table.query}
        update={table.update}
        total={data && !data.estimated ? data.total : undefined}
      />
      <ServerTable
        table={table}
        result={result}
        caption={t.companiesCaption}
        columns={COMPANY_COLUMNS}
        emptyMessage={t.noCompanies}
        defaultSort="createdAt"
        renderRow={(company, number) => (
          <CompanyRow
            key={company._id}
            company={company}
            number={number}
            onEdit={setEditing}
            onMembers={(company) => setOpened({ company, panel: "members" })}
            onPrices={(company) => setOpened({ company, panel: "prices" })}
          />
        )}
      />
      <CompanyEditDialog
        company={editing}
        onClose={() => setEditing(null)}
        onSaved={() => result.mutate()}
      />
      {opened ? <OpenedSection opened={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}

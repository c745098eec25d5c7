"use client";

import useSWR from "swr";
import { CsvExportButton } from "@/components/ui/server-table/csv-export-button";
import { TableSearch } from "@/components/ui/server-table/table-search";
import { TableSelect } from "@/components/ui/server-table/table-select";
import type { TableQuery } from "@/components/ui/server-table/use-table-query";
import { CATEGORY_GROUPS, CATEGORY_TREE, categoryPath } from "@/lib/contract/categories";
import { tableTexts } from "@/lib/validation/table-texts";

type Facets = { brands: { value: string; count: number }[] };

const categoryOptions = [
  { value: "", label: tableTexts.allOption },
  ...CATEGORY_GROUPS.flatMap((group) => [
    { value: group, label: group },
    ...CATEGORY_TREE[group].map((leaf) => ({
      value: categoryPath(group, leaf),
      label: `\u00a0\u00a0${leaf}`,
    })),
  ]),
];

const stockOptions = [
  { value: "", label: tableTexts.allOption },
  { value: "lowStock", label: "Low stock" },
  { value: "outOfStock", label: "Out of stock" },
];

/** Manage Products' search (the finder's), category, brand and stock filters, and export. */
export function ProductsTableToolbar({
  query,
  update,
  total,
}: {
  query: TableQuery;
  update: (changes: Record<string, string | undefined>, options?: { replace?: boolean }) => void;
  total: number | undefined;
}) {
  const { data: facets } = useSWR<Facets>("/api/parts/facets");
  const brandOptions = [
    { value: "", label: tableTexts.allOption },
    ...(facets?.brands ?? []).map((brand) => ({ value: brand.value, label: brand.value })),
  ];
  const stock = query.filters.lowStock ? "lowStock" : query.filters.outOfStock ? "outOfStock" : "";
  return (
    <div className="mb-3 flex flex-wrap items-end gap-3">
      <TableSearch
        value={query.q}
        placeholder="Name, part or OEM number, words"
        onSearch={(q) => update({ q }, { replace: true })}
      />
      <TableSelect
        label="Category"
        value={query.filters.category ?? ""}
        options={categoryOptions}
        onChange={(category) => update({ category })}
      />
      <TableSelect
        label="Brand"
        value={query.filters.brand ?? ""}
        options={brandOptions}
        onChange={(brand) => update({ brand })}
      />
      <TableSelect
        label="Stock"
        value={stock}
        options={stockOptions}
        onChange={(level) =>
          update({
            lowStock: level === "lowStock" ? "1" : undefined,
            outOfStock: level === "outOfStock" ? "1" : undefined,
          })
        }
      />
      <div className="ml-auto">
        <CsvExportButton
          path="/api/parts"
          apiQuery={query.apiQuery}
          fileName="products.csv"
          total={total}
        />
      </div>
    </div>
  );
}

"use client";

import Link from "next/link";
import useSWR from "swr";
import { TableSelect } from "@/components/ui/server-table/table-select";
import type { TableQuery, TableUpdate } from "@/components/ui/server-table/use-table-query";
import { TableToolbar } from "@/components/ui/server-table/table-toolbar";
import {
  PART_FACETS_PATH,
  PARTS_TABLE_PATH,
  type PartFacetsAnswer,
} from "@/domains/catalog/client/parts";
import { partImportScreenTexts } from "@/domains/catalog/import/import-screen-texts";
import { PARTS_IMPORT_SCREEN } from "./import/import-screen-path";
import { CATEGORY_GROUPS, CATEGORY_TREE, categoryPath } from "@/domains/catalog/categories";
import { tableTexts } from "@/lib/tables/table-texts";
import { retirementTexts } from "@/domains/catalog/retirement-texts";

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

const saleOptions = [
  { value: "", label: tableTexts.allOption },
  { value: "1", label: retirementTexts.retiredFilter },
];

/**
 * Manage Products' search (the finder's), category, brand, stock and retired filters, the way to the
 * import screen, and export.
 */
export function ProductsTableToolbar({
  query,
  update,
  total,
}: {
  query: TableQuery;
  update: TableUpdate;
  total: number | undefined;
}) {
  const { data: facets } = useSWR<PartFacetsAnswer>(PART_FACETS_PATH);
  const brandOptions = [
    { value: "", label: tableTexts.allOption },
    ...(facets?.brands ?? []).map((brand) => ({ value: brand.value, label: brand.value })),
  ];
  const stock = query.filters.lowStock ? "lowStock" : query.filters.outOfStock ? "outOfStock" : "";
  return (
    <TableToolbar
      query={query}
      update={update}
      searchPlaceholder="Name, part or OEM number, words"
      csv={{ path: PARTS_TABLE_PATH, fileName: "products.csv", total }}
      actions={
        <Link className="btn btn-sm btn-outline" href={PARTS_IMPORT_SCREEN}>
          {partImportScreenTexts.openImport}
        </Link>
      }
    >
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
      <TableSelect
        label="Sale"
        value={query.filters.retired ?? ""}
        options={saleOptions}
        onChange={(retired) => update({ retired: retired || undefined })}
      />
    </TableToolbar>
  );
}

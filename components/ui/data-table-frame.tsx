import { TableSkeleton } from "./table-skeleton";

/** The frame the dashboard's tables share: scrolling box, caption, headings, and skeleton rows while loading. */
export function DataTableFrame({
  caption,
  columns,
  loading,
  children,
}: {
  caption: string;
  columns: readonly string[];
  loading: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm">
      <table className="table table-zebra table-sm" aria-busy={loading}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{loading ? <TableSkeleton columns={columns.length} /> : children}</tbody>
      </table>
    </div>
  );
}

/** Placeholder rows while a table's data loads; hidden from screen readers (aria-busy says it). */
export function TableSkeleton({ columns, rows = 4 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <tr key={row} aria-hidden="true">
      {Array.from({ length: columns }, (_, column) => (
        <td key={column}>
          <div className="skeleton h-4 w-full min-w-8" />
        </td>
      ))}
    </tr>
  ));
}

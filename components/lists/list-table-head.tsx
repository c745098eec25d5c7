import { listMessages as t } from "@/domains/lists";

/** A lists table's column headings, and a last one for the row's buttons (named for readers). */
export function ListTableHead({ columns }: { columns: string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
        <th scope="col">
          <span className="sr-only">{t.actionsHeading}</span>
        </th>
      </tr>
    </thead>
  );
}

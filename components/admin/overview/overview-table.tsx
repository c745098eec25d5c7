import type { ReactNode } from "react";

interface OverviewTableProps {
  id: string;
  title: string;
  note?: string;
  /** Shown instead of the table when it has no rows. */
  empty: string;
  columns: readonly string[];
  rows: { key: string; cells: ReactNode[] }[];
}

/** A short list of the overview's under its heading, or what it means that the list is empty. */
export function OverviewTable({ id, title, note, empty, columns, rows }: OverviewTableProps) {
  return (
    <section
      aria-labelledby={id}
      className="card border border-base-300 bg-base-100 p-4 shadow-sm"
      data-testid={id}
    >
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {note ? <p className="text-sm text-base-content/70">{note}</p> : null}
      {rows.length === 0 ? (
        <p className="py-6 text-base-content/70">{empty}</p>
      ) : (
        // Focusable, so a keyboard can scroll a table wider than a phone.
        <div className="mt-3 overflow-x-auto" role="group" aria-labelledby={id} tabIndex={0}>
          <table className="table table-sm">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) => (
                    <td key={columns[index]}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

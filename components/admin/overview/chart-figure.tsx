import type { ReactNode } from "react";

interface ChartFigureProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** What the chart shows, in words, for screen readers (the chart itself is an image). */
  label: string;
  /** Shown instead of the chart and its table when there is nothing to chart. */
  empty: string | null;
  columns: readonly [string, string];
  rows: readonly (readonly [string, string])[];
  children: ReactNode;
}

/**
 * A chart under its heading, with the same figures in a visually hidden table: the drawing is
 * one image to assistive technology, the table is what it reads out (and what tests read).
 */
export function ChartFigure({
  id,
  title,
  label,
  empty,
  columns,
  rows,
  children,
}: ChartFigureProps) {
  return (
    <section
      aria-labelledby={id}
      className="card min-w-0 border border-base-300 bg-base-100 p-4 shadow-sm"
      data-testid={id}
    >
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {empty ? (
        <p className="py-16 text-center text-base-content/70">{empty}</p>
      ) : (
        <>
          <div role="img" aria-label={label} className="h-64 w-full">
            {children}
          </div>
          <table className="sr-only">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{columns[0]}</th>
                <th scope="col">{columns[1]}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([name, value]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

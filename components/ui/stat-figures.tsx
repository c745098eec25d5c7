/** One figure of a row of them: its title, its value as shown, and a line on what it counts. */
export interface StatFigure {
  title: string;
  value: string;
  note: string;
  testId: string;
  /** The value's colour, e.g. for a figure that needs attention. */
  tone?: string;
}

/** A labelled row of figures (stacked on a phone), as the overview and the statement show them. */
export function StatFigures({ label, figures }: { label: string; figures: StatFigure[] }) {
  return (
    <section
      aria-label={label}
      className="stats stats-vertical mb-6 w-full border border-base-300 bg-base-100 shadow-sm sm:stats-horizontal"
    >
      {figures.map((figure) => (
        <div key={figure.testId} className="stat">
          <h2 className="stat-title">{figure.title}</h2>
          <p className={`stat-value ${figure.tone ?? ""}`} data-testid={figure.testId}>
            {figure.value}
          </p>
          <p className="stat-desc whitespace-normal">{figure.note}</p>
        </div>
      ))}
    </section>
  );
}

/** A list with nothing in it yet: the spec's sentence, and optionally where to go next. */
export function EmptyState({ message, children }: { message: string; children?: React.ReactNode }) {
  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body items-center gap-4 py-12 text-center">
        <p className="text-lg">{message}</p>
        {children}
      </div>
    </div>
  );
}

/** A list with nothing in it yet: the spec's sentence, and optionally where to go next. */
export function EmptyState({
  message,
  icon,
  children,
}: {
  message: string;
  /** A picture of what the list holds, above the sentence. */
  icon?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body items-center gap-4 py-12 text-center">
        {icon}
        <p className="text-lg">{message}</p>
        {children}
      </div>
    </div>
  );
}

/** A labelled form control with the small red error text under it. */
export function FormField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <label className="flex flex-col gap-1">
      <span className="font-semibold">{label}</span>
      {children}
      {error ? <span className="text-sm text-error">{error}</span> : null}
    </label>
  );
}

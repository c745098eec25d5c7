/** A form's submit button that shows a spinner, and takes no second click, while it sends. */
export function SubmitButton({
  busy,
  label,
  className = "btn-primary self-start",
}: {
  busy: boolean;
  label: string;
  className?: string;
}) {
  return (
    <button type="submit" className={`btn ${className}`} disabled={busy}>
      {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
      {label}
    </button>
  );
}

/**
 * The submit button with the server's answer right under it, as small red text. Not
 * role="alert": Next's route announcer already is one; a polite live region that is always
 * present (empty, it takes no space) gets read instead.
 */
export function FormSubmit({
  busy,
  error,
  children,
}: {
  busy: boolean;
  error: string | null;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <button type="submit" className="btn btn-primary w-full" disabled={busy} aria-busy={busy}>
        {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
        {children}
      </button>
      <p aria-live="polite" className="text-sm text-error" data-testid="form-error">
        {error}
      </p>
    </div>
  );
}

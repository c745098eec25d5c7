/** The small red text under a form field. */
export function FieldError({ message }: { message?: string }) {
  if (!message) return null;
  return <span className="text-sm text-error">{message}</span>;
}

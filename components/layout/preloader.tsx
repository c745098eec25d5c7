/**
 * Full-screen preloader for the first 3 s of a visit (not again within 30 minutes, in any tab).
 * It needs no JavaScript of its own: the head script shows and hides it (see head-script.ts),
 * and the page renders beneath it.
 */
export function Preloader() {
  return (
    <div
      className="preloader fixed inset-0 z-[100] flex-col items-center justify-center gap-4 bg-base-100"
      role="status"
      aria-live="polite"
      data-testid="preloader"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a tiny inline logo; no optimisation wanted */}
      <img src="/images/logo-mark.svg" alt="" width={64} height={64} />
      <span className="loading loading-bars loading-lg text-primary" aria-hidden="true" />
      <span className="text-sm font-semibold tracking-widest uppercase">
        Loading Redline Parts…
      </span>
    </div>
  );
}

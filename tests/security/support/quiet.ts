// Auth.js logs every refused sign-in and CSRF miss as an error, and the outbox notes every mail;
// both are expected here. Anything else still reaches the console (a 500's stack above all).
export function quietExpectedLogs(): void {
  const error = console.error.bind(console);
  jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (args.some((arg) => /\[auth\]\[error\]|^\s*$/.test(String(arg)))) return;
    if (args.some((arg) => arg instanceof Error && "type" in arg)) return; // Auth.js's own errors
    error(...args);
  });
  jest.spyOn(console, "log").mockImplementation(() => undefined);
}

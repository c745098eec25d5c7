// Auth.js reports every refused sign-in and CSRF miss with console.error: expected in files that
// make such calls, which say so with expectLoggedErrors(). Anything else still reaches the
// console (a 500's stack above all). jest-console.ts silences console.log for every file.
const isAuthJsReport = (args: unknown[]) =>
  args.some((arg) => /\[auth\]\[error\]|^\s*$/.test(String(arg))) ||
  args.some((arg) => arg instanceof Error && "type" in arg); // Auth.js's own error classes

/** Keeps Auth.js's expected error reports out of this file's output. */
export function expectLoggedErrors(): void {
  const error = console.error.bind(console);
  jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!isAuthJsReport(args)) error(...args);
  });
}

// Named checks a script runs in turn, each timed and kept (passed, or why not), then printed as
// a table and written as JSON: the report `npm test` counts, or bench/results/<name>.json.
import fs from "node:fs";
import { printTable, writeResult } from "./report.mjs";

export function checkList() {
  const checks = [];
  return {
    async check(name, run) {
      const started = performance.now();
      try {
        const detail = await run();
        checks.push({ name, ok: true, ms: Math.round(performance.now() - started), detail });
      } catch (error) {
        checks.push({
          name,
          ok: false,
          ms: Math.round(performance.now() - started),
          detail: error.message,
        });
      }
    },
    /** Prints and writes the results; true when every check passed. */
    finish(title, { name, label, report }) {
      printTable(
        title,
        checks.map((c) => [`${c.ok ? "ok  " : "FAIL"} ${c.name}`, `${c.ms} ms — ${c.detail}`]),
      );
      const result = { at: new Date().toISOString(), checks };
      if (report) fs.writeFileSync(report, JSON.stringify(result, null, 2));
      else writeResult(name, label, result);
      return checks.length > 0 && checks.every((c) => c.ok);
    },
  };
}

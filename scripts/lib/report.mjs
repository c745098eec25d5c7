// Command-line options, the figure table every script prints, and its JSON copy under
// bench/results/.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

/** The options every script takes, plus its own; numbers arrive as strings. */
export function readOptions(extra = {}) {
  const { values } = parseArgs({
    options: {
      "app-dir": { type: "string", default: process.cwd() },
      "database-url": { type: "string" },
      label: { type: "string" },
      ...extra,
    },
  });
  return { ...values, appDir: path.resolve(values["app-dir"]) };
}

export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export function percentile(sorted, fraction) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

/** Prints `rows` ([label, value] pairs) as a two-column table under a title. */
export function printTable(title, rows) {
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n${title}`);
  console.log("-".repeat(title.length));
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
}

/** Writes the run's figures to bench/results/<name>[-label].json and says where. */
export function writeResult(name, label, figures) {
  const directory = path.join(process.cwd(), "bench", "results");
  fs.mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `${name}${label ? `-${label}` : ""}.json`);
  const record = { name, label, at: new Date().toISOString(), machine: machine(), ...figures };
  fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
}

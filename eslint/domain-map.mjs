// Where the domains are and what each lets others import: one place for the lint rule and the
// domain-graph check (scripts/domain-graph.mjs).
import fs from "node:fs";
import path from "node:path";

export const DOMAINS = [
  "catalog",
  "fitment",
  "ordering",
  "payments",
  "accounts",
  "reviews",
  "content",
  "admin",
  "companies",
  "billing",
  "lists",
  "shipping",
  "tax",
  "returns",
];

/** A domain's public entries: its client-safe model, its browser calls and its server code. */
const ENTRY_FILES = ["index.ts", "client/index.ts", "server/index.ts"];
/** Entries a domain adds for a reason: accounts' sign-in sessions load Auth.js, which the job
 * worker cannot, so they are not in its server entry. */
const MORE_ENTRY_FILES = { accounts: ["server/sessions.ts"] };

const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".cjs", "/index.ts", "/index.tsx"];

/** The repository-relative file a specifier names, or null for a package. */
export function resolveSpecifier(root, fromFile, specifier) {
  let base;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith("."))
    base = path.posix.join(path.posix.dirname(fromFile), specifier);
  else return null;
  for (const ending of EXTENSIONS) {
    const candidate = path.posix.normalize(base + ending);
    if (
      fs.existsSync(path.join(root, candidate)) &&
      fs.statSync(path.join(root, candidate)).isFile()
    ) {
      return candidate;
    }
  }
  return null;
}

/** The domain a file belongs to: its own folder under domains/ or components/. */
export function domainOf(file) {
  const [top, name] = file.split("/");
  return (top === "domains" || top === "components") && DOMAINS.includes(name) ? name : null;
}

/** "domains/catalog/server/parts.ts" → { domain: "catalog", entry: false, part: "server" }. */
export function placeInDomain(file) {
  const match = /^domains\/([^/]+)\/(.*)$/.exec(file);
  if (!match || !DOMAINS.includes(match[1])) return null;
  const inner = match[2];
  const part = inner.startsWith("server/")
    ? "server"
    : inner.startsWith("client/")
      ? "client"
      : "model";
  const entries = [...ENTRY_FILES, ...(MORE_ENTRY_FILES[match[1]] ?? [])];
  return { domain: match[1], entry: entries.includes(inner), part };
}

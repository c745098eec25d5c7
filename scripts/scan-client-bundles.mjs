// Scans what a production build ships to browsers (every file under .next/static) for things
// that must stay on the server: the names of server-only environment variables, their values
// when they are set here (and the generated secret in the data directory), and markers of
// server-only modules (database drivers, password hashing, mail, Stripe's Node SDK). Run it
// after `next build`; it exits 1 and names the file and the match on any hit.
//
//   node scripts/scan-client-bundles.mjs [staticDir]     (default: .next/static)
import fs from "node:fs";
import path from "node:path";

const staticDir = path.resolve(process.argv[2] ?? ".next/static");

// lib/config.ts's secrets, plus the names Auth.js and Google's docs also use for them.
const SECRET_NAMES = [
  "AUTH_SECRET",
  "NEXTAUTH_SECRET",
  "DATABASE_URL",
  "TEST_DATABASE_URL",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "SMTP_URL",
  "AUTH_GOOGLE_SECRET",
  "GOOGLE_CLIENT_SECRET",
  "REDIS_URL",
];

// Strings only server-only packages contain (the "server-only" guard's own message is fine).
const SERVER_MARKERS = [
  "drizzle-orm",
  "@electric-sql/pglite",
  "pg-protocol",
  "pg-connection-string",
  "@node-rs/argon2",
  "nodemailer",
  "Stripe/v1 NodeBindings",
  "ioredis",
  "@img/sharp",
];

// PGlite's database files, which a misconfigured build copies into static/media.
const SERVER_FILE_NAMES = /pglite|postgres\.(wasm|data)|initdb\.wasm/i;

const TEXT_FILES = /\.(js|mjs|cjs|css|html|json|map|txt|svg)$/i;

/** The values worth looking for: long enough not to match by chance, and a URL's password. */
function secretValues() {
  const values = [];
  const add = (label, value) => {
    if (typeof value === "string" && value.trim().length >= 8)
      values.push({ label, value: value.trim() });
  };
  for (const name of SECRET_NAMES) {
    const value = process.env[name];
    add(`the value of ${name}`, value);
    try {
      const password = value ? decodeURIComponent(new URL(value).password) : "";
      add(`the password in ${name}`, password);
    } catch {
      // Not a URL: its whole value is already looked for.
    }
  }
  const secretFile = path.join(process.env.DATA_DIR ?? "data", "auth-secret");
  if (fs.existsSync(secretFile))
    add(`the generated secret in ${secretFile}`, fs.readFileSync(secretFile, "utf8"));
  return values;
}

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

if (!fs.existsSync(staticDir)) {
  console.error(`scan-client-bundles: ${staticDir} does not exist; run \`next build\` first.`);
  process.exit(1);
}

const values = secretValues();
const namePatterns = SECRET_NAMES.map((name) => ({ name, pattern: new RegExp(`\\b${name}\\b`) }));
const files = filesUnder(staticDir);
const hits = [];
let bytes = 0;

for (const file of files) {
  const shown = path.relative(process.cwd(), file);
  const content = fs.readFileSync(file);
  bytes += content.length;
  if (SERVER_FILE_NAMES.test(path.basename(file)))
    hits.push({ file: shown, match: "a PGlite database file" });
  for (const { label, value } of values) {
    if (content.includes(value)) hits.push({ file: shown, match: label });
  }
  if (!TEXT_FILES.test(file)) continue;
  const text = content.toString("utf8");
  for (const { name, pattern } of namePatterns) {
    if (pattern.test(text)) hits.push({ file: shown, match: `the variable name ${name}` });
  }
  for (const marker of SERVER_MARKERS) {
    const at = text.indexOf(marker);
    if (at >= 0) {
      const context = text
        .slice(Math.max(0, at - 40), at + marker.length + 40)
        .replace(/\s+/g, " ");
      hits.push({ file: shown, match: `the server-only marker "${marker}" in …${context}…` });
    }
  }
}

console.log(
  `scan-client-bundles: scanned ${files.length} files (${(bytes / 1024 / 1024).toFixed(1)} MB) ` +
    `under ${path.relative(process.cwd(), staticDir) || staticDir} for ${SECRET_NAMES.length} secret names, ` +
    `${values.length} secret values set here and ${SERVER_MARKERS.length} server-only markers.`,
);
if (hits.length > 0) {
  console.error(`scan-client-bundles: ${hits.length} finding(s) in client files:`);
  for (const hit of hits) console.error(`  ${hit.file}: ${hit.match}`);
  process.exit(1);
}
console.log("scan-client-bundles: nothing server-only found in the client bundles.");

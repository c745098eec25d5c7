// The floor this stack sets for Lighthouse: a bare Next.js page (one heading, one paragraph, no
// stylesheet, no client component), built with the project's own next and react and audited
// exactly as `npm run lighthouse` audits the shop. Then, in the same sitting, the shop pages
// given. A shop page can score no better than the framework scores alone on the same machine.
// Usage: npm run lighthouse:baseline -- [shopBaseUrl] [--runs=9] [--only=/path,/path]
//   (the shop must be a running production build; without shopBaseUrl only the bare page runs)
import { spawn, spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort, waitUntilAnswering } from "../lib/server.mjs";

const args = process.argv.slice(2);
const shopBaseUrl = args.find((arg) => !arg.startsWith("--"));
const runsFlag = args.find((arg) => arg.startsWith("--runs=")) ?? "--runs=9";
const onlyFlag =
  args.find((arg) => arg.startsWith("--only=")) ??
  "--only=/categories/brakes/pads,/vehicles/ford/f-150/2019/brakes,/login";

const projectRoot = process.cwd();
// Outside the project, or Next would take the project's instrumentation for the bare app's; it uses
// the project's installed packages through a link.
const appDir = await mkdtemp(path.join(os.tmpdir(), "redline-bare-next-"));
const nextBin = path.join(projectRoot, "node_modules/next/dist/bin/next");

const FILES = {
  "package.json": JSON.stringify({ name: "bare-next-baseline", private: true }),
  // The root holds both the app and, through the link, the project's packages.
  "next.config.mjs": `export default { turbopack: { root: "/" } };\n`,
  "app/layout.jsx": `export const metadata = { title: "Bare Next.js page", description: "A framework baseline" };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  "app/page.jsx": `export default function Page() {
  return <main><h1>Brake Pads</h1><p>A bare Next.js page: one heading and one paragraph, for the score of the framework alone.</p></main>;
}
`,
  // Without an icon the browser's /favicon.ico request fails and costs a best-practices point.
  "app/icon.svg": `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#d62828"/></svg>\n`,
};

async function writeBareApp() {
  await mkdir(path.join(appDir, "app"), { recursive: true });
  for (const [file, text] of Object.entries(FILES)) await writeFile(path.join(appDir, file), text);
  await symlink(path.join(projectRoot, "node_modules"), path.join(appDir, "node_modules"), "dir");
}

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { stdio: "inherit", ...options });
  if (result.status !== 0 && !options.allowFailure) {
    throw new Error(`${command} ${commandArgs.join(" ")} exited with ${result.status}`);
  }
}

await writeBareApp();
run(process.execPath, [nextBin, "build"], { cwd: appDir, stdio: ["ignore", "ignore", "inherit"] });
const port = await freePort();
const server = spawn(process.execPath, [nextBin, "start", "-p", String(port)], {
  cwd: appDir,
  env: { ...process.env, NODE_ENV: "production" },
  stdio: "ignore",
});
try {
  const bareUrl = `http://localhost:${port}`;
  await waitUntilAnswering(bareUrl, server, 20_000);
  console.log("The framework alone (a bare Next.js page):");
  // A score below the goal is the finding here, not a failure of this script.
  const lighthouse = path.join(projectRoot, "scripts/lighthouse.mjs");
  run(process.execPath, [lighthouse, bareUrl, runsFlag, "--only=/"], { allowFailure: true });
  if (shopBaseUrl) {
    console.log("\nThe shop, in the same sitting:");
    run(process.execPath, [lighthouse, shopBaseUrl, runsFlag, onlyFlag], { allowFailure: true });
  }
} finally {
  server.kill();
  await rm(appDir, { recursive: true, force: true });
}

// What `npm test` needs from the system besides Node.js and node_modules: Chromium (end-to-end
// tests, outage check), redis-server (the cache tests start private ones; the cluster check) and
// nginx (the cluster check, which runs only with TEST_DATABASE_URL). Checked before any step:
// each is found, or installed from the distribution where this user may install, or named in
// one line saying what to run.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { findChromium } from "./chromium.mjs";

/** Program → the Debian package that provides it and the name people know it by. */
const PROGRAMS = {
  chromium: { package: "chromium", label: "Chromium" },
  "redis-server": { package: "redis-server", label: "redis-server" },
  nginx: { package: "nginx", label: "nginx" },
};

const listed = (names) =>
  names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/**
 * What to do about the missing programs: nothing; install their packages with apt-get (as root,
 * or through sudo when it asks no password); or stop with one line saying what to run.
 */
export function installPlan({ missing, isRoot, hasSudo, hasApt = true }) {
  if (missing.length === 0) return { action: "none" };
  const packages = missing.map((program) => PROGRAMS[program].package);
  const what = `${listed(missing.map((program) => PROGRAMS[program].label))} ${
    missing.length === 1 ? "is" : "are"
  } missing`;
  if (!hasApt)
    return {
      action: "stop",
      message: `${what}: install ${packages.join(" ")} and run npm test again`,
    };
  if (!isRoot && !hasSudo)
    return {
      action: "stop",
      message: `${what}: run sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}`,
    };
  const sudo = isRoot ? [] : ["sudo", "-n"];
  return {
    action: "install",
    announce: `${what}: installing ${packages.join(" ")} with apt-get`,
    commands: [
      [...sudo, "apt-get", "update", "-qq"],
      [
        ...sudo,
        "env",
        "DEBIAN_FRONTEND=noninteractive",
        "apt-get",
        "install",
        "-y",
        "-qq",
        ...packages,
      ],
    ],
  };
}

/** Whether an executable of this name is on the PATH or in the sbin folders (nginx is in /usr/sbin). */
function onPath(name) {
  const folders = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/sbin"];
  return folders.some((folder) => folder && fs.existsSync(path.join(folder, name)));
}

const succeeds = (command, args) => spawnSync(command, args, { stdio: "ignore" }).status === 0;

/** The programs this run needs that this machine lacks. */
function missingPrograms({ clusterCheck }) {
  const missing = [];
  if (!findChromium()) missing.push("chromium");
  if (!onPath("redis-server")) missing.push("redis-server");
  if (clusterCheck && !onPath("nginx")) missing.push("nginx");
  return missing;
}

/** Installs what is missing where allowed; returns the one line to print when it cannot. */
export function ensurePrograms({ clusterCheck }) {
  const plan = installPlan({
    missing: missingPrograms({ clusterCheck }),
    isRoot: process.getuid?.() === 0,
    hasSudo: onPath("sudo") && succeeds("sudo", ["-n", "true"]),
    hasApt: onPath("apt-get"),
  });
  if (plan.action === "none") return undefined;
  if (plan.action === "stop") return plan.message;
  console.log(plan.announce);
  for (const [command, ...args] of plan.commands) spawnSync(command, args, { stdio: "inherit" });
  const still = missingPrograms({ clusterCheck });
  if (still.length === 0) return undefined;
  return `apt-get did not install ${listed(still)}: install ${listed(still)} and run npm test again`;
}

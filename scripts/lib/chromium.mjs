// The Chromium the end-to-end tests and the outage check drive: CHROMIUM_PATH when set, else
// Debian's package, else Playwright's own browser if `npx playwright install chromium` put it
// there. One finder, so `npm test` checks for the same browser that playwright.config.ts uses.
import fs from "node:fs";
import { chromium } from "playwright-core";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

function playwrightChromium() {
  try {
    return chromium.executablePath();
  } catch {
    return undefined; // a platform Playwright has no build for
  }
}

/** The browser's executable, or undefined when there is none. */
export function findChromium({ env = process.env, exists = fs.existsSync } = {}) {
  if (env.CHROMIUM_PATH) return exists(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  return [DEBIAN_CHROMIUM, playwrightChromium()].find((path) => path && exists(path));
}

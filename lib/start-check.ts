import "server-only";
import { checkStartConfig } from "./config";

/** Stops the starting process, saying why, when its configuration cannot run the shop. */
export function refuseBadStartConfig(): void {
  try {
    checkStartConfig();
  } catch (error) {
    // Plain text on purpose: the one line an operator reads before anything else is logged.
    console.error((error as Error).message);
    process.exit(1);
  }
}

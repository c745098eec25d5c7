import { PHASE_PRODUCTION_BUILD } from "next/constants";

/**
 * Whether this code runs inside `next build`. The build never opens the database (the embedded
 * one belongs to the running server) and nothing it prerenders is served (the page cache lives
 * in the server's memory or Redis, see lib/cache/cache-handler.cjs).
 */
export function duringBuild(): boolean {
  return process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
}

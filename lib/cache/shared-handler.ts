import "server-only";
import SharedCacheHandler from "./cache-handler.cjs";

let handler: SharedCacheHandler | undefined;

/**
 * The cache handler Next.js loads (cache-handler.cjs), for code that uses it directly: this
 * process's memory, with its byte budget, or Redis shared by every instance.
 */
export function sharedCacheHandler(): SharedCacheHandler {
  handler ??= new SharedCacheHandler();
  return handler;
}

import type CacheHandler from "./cache-handler.cjs";

declare class MemoryCacheHandler extends CacheHandler {
  budgetBytes: number;
}
export = MemoryCacheHandler;

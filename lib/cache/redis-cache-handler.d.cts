import type CacheHandler from "./cache-handler.cjs";

declare class RedisCacheHandler extends CacheHandler {
  constructor(options?: { redisUrl?: string; keyPrefix?: string });
  static disconnectAll(): void;
}
export = RedisCacheHandler;

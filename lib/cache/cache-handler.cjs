// The cache handler Next.js loads (next.config.ts): shared in Redis when REDIS_URL is set, so
// several instances serve the same pages and a write on one expires them on all; otherwise in
// this process's memory (one instance, the embedded default). Chosen when the server starts.
module.exports = process.env.REDIS_URL
  ? require("./redis-cache-handler.cjs")
  : require("./memory-cache-handler.cjs");

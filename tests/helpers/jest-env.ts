import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Runs before each test file: the app's config() reads these on first use and then caches them.
process.env.AUTH_SECRET = "test-auth-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "redline-jest-"));
// Nothing from the developer's shell may send real mail, reach a real Redis or move Auth.js.
delete process.env.SMTP_URL;
delete process.env.REDIS_URL;
delete process.env.AUTH_RATE_LIMIT;
// Suites leave many unpaid orders to one customer; the limit's own test sets it back to the default.
process.env.MAX_UNPAID_ORDERS = "1000";
delete process.env.ORDER_HOLD_MINUTES;
delete process.env.SITE_URL;
delete process.env.AUTH_URL;
delete process.env.NEXTAUTH_URL;
// Payments go to the built-in test provider unless a test configures its fake Stripe.
delete process.env.STRIPE_SECRET_KEY;
delete process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;
delete process.env.STRIPE_WEBHOOK_SECRET;
delete process.env.STRIPE_API_BASE;

// pino writes straight to file descriptor 1 unless process.stdout.write has been replaced, as
// it is in Jest's own process but not in its workers: a bound copy makes the logger write
// through process.stdout in every worker, where the tests that read the log spy on it.
process.stdout.write = process.stdout.write.bind(process.stdout);

import crypto from "node:crypto";

// One id per Jest run, inherited by its workers: it names their template databases (see
// test-database.ts), so the teardown removes this run's and never another run's.
export default function globalSetup() {
  process.env.REDLINE_TEST_RUN = `${process.pid}_${crypto.randomBytes(3).toString("hex")}`;
}

// What the answers of a run say about an outage window: how the shop answered while the
// database was down, how fast, and how soon it took orders again once the database was back.
import { percentile, round } from "./report.mjs";

const RECOVERY_GRACE_MS = 5_000;

function statusTally(answers) {
  const tally = {};
  for (const { status } of answers) tally[status] = (tally[status] ?? 0) + 1;
  return tally;
}

export function summarizeOutage({ answers, latencies, window, endAt }) {
  const { downAt, upAt } = window;
  const inOutage = ({ at }) => at >= downAt && at <= upAt;
  const during = answers.filter(inOutage);
  const api = during.filter(({ step }) => step !== "page");
  const slow = latencies
    .filter(inOutage)
    .map(({ ms }) => ms)
    .sort((a, b) => a - b);
  const firstOrder = answers.find(
    ({ at, step, status }) => at > upAt && step === "order" && status === 201,
  );
  return {
    outageSeconds: round((upAt - downAt) / 1000),
    duringOutage: {
      answers: during.length,
      statuses: statusTally(during),
      // The API answers 503 while the database is away; anything else but a success is a bug.
      apiUnexpected: api.filter(({ status }) => status >= 300 && status !== 503).length,
      byStep: Object.fromEntries(
        [...new Set(during.map(({ step }) => step))].map((step) => [
          step,
          statusTally(during.filter((answer) => answer.step === step)),
        ]),
      ),
      latencyMs: {
        p50: round(percentile(slow, 0.5)),
        p99: round(percentile(slow, 0.99)),
        max: round(slow.at(-1) ?? 0),
      },
    },
    recoverySeconds: firstOrder ? round((firstOrder.at - upAt) / 1000, 2) : null,
    failuresAfterRecovery: answers.filter(
      ({ at, status }) => at > upAt + RECOVERY_GRACE_MS && at <= endAt && status >= 400,
    ).length,
  };
}

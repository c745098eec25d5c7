import { OVERVIEW_DAYS } from "@/domains/admin/overview-json";

const DAY_MS = 86_400_000;

/**
 * The overview's days are UTC days (the shop has no time zone of its own yet): `start` is the
 * first moment of the first of the 30 days that end with today, `days` their `YYYY-MM-DD` names.
 */
export function revenueWindow(now: Date): { start: Date; days: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = today - (OVERVIEW_DAYS - 1) * DAY_MS;
  const days = Array.from({ length: OVERVIEW_DAYS }, (_, index) =>
    new Date(start + index * DAY_MS).toISOString().slice(0, 10),
  );
  return { start: new Date(start), days };
}

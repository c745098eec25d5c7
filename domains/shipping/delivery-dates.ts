// Ship and delivery dates as the shop's calendar has them: business days are Monday to Friday
// in the shop's time zone (public holidays are not known), and an order placed after the
// cut-off hour, or on a weekend, ships the next business day.

/** Where the shop's day is counted, and the hour from which an order waits for the next one. */
export interface ShopClock {
  timeZone: string;
  cutoffHour: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day (YYYY-MM-DD) and the hour (0–23) that `now` is in the time zone. */
function localDayAndHour(now: Date, timeZone: string): { day: string; hour: number } {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

// A calendar day is handled as midnight UTC of that day: no time zone can move it.
const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

const isBusinessDay = (day: string): boolean => {
  const weekday = asUtc(day).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** The business day `count` business days after `day` (0: the day itself). */
export function addBusinessDays(day: string, count: number): string {
  const date = asUtc(day);
  for (let added = 0; added < count;) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (isBusinessDay(dayOf(date))) added += 1;
  }
  return dayOf(date);
}

/** Today when it is a business day and before the cut-off, else the next business day. */
export function shipDate(now: Date, clock: ShopClock): string {
  const { day, hour } = localDayAndHour(now, clock.timeZone);
  if (isBusinessDay(day) && hour < clock.cutoffHour) return day;
  return addBusinessDays(day, 1);
}

/** The day an order placed at `now` arrives at the latest: `maxDays` business days after it ships. */
export const deliveryBy = (now: Date, clock: ShopClock, maxDays: number): string =>
  addBusinessDays(shipDate(now, clock), maxDays);

// Ship and delivery dates: business days in the shop's time zone, the cut-off hour, weekends.
import { addBusinessDays, deliveryBy, shipDate } from "@/domains/shipping";

const chicago = { timeZone: "America/Chicago", cutoffHour: 15 };

describe("ship date", () => {
  it.each([
    ["a weekday before the cut-off ships that day", "2026-11-25T20:59:00Z", "2026-11-25"],
    ["at the cut-off ships the next business day", "2026-11-25T21:00:00Z", "2026-11-26"],
    ["a Friday after the cut-off ships on Monday", "2026-11-27T22:00:00Z", "2026-11-30"],
    ["a Saturday ships on Monday", "2026-11-28T16:00:00Z", "2026-11-30"],
    ["a Sunday morning ships on Monday", "2026-11-29T15:00:00Z", "2026-11-30"],
    [
      "the hour is the shop's (Friday 14:00 in Chicago, 20:00 UTC)",
      "2026-11-27T20:00:00Z",
      "2026-11-27",
    ],
    [
      "the day is the shop's (Friday 21:00 in Chicago, Saturday in UTC)",
      "2026-11-28T03:00:00Z",
      "2026-11-30",
    ],
    ["summer time moves the cut-off (14:59 CDT)", "2026-07-01T19:59:00Z", "2026-07-01"],
  ])("%s", (_label, now, expected) => {
    expect(shipDate(new Date(now), chicago)).toBe(expected);
  });

  it("takes the cut-off hour from the rates", () => {
    const now = new Date("2026-11-25T18:30:00Z"); // Wednesday 12:30 in Chicago
    expect(shipDate(now, { ...chicago, cutoffHour: 12 })).toBe("2026-11-26");
    expect(shipDate(now, { ...chicago, cutoffHour: 13 })).toBe("2026-11-25");
  });
});

describe("delivery by", () => {
  it("counts business days from the ship date, skipping weekends", () => {
    expect(addBusinessDays("2026-11-25", 2)).toBe("2026-11-27");
    expect(addBusinessDays("2026-11-26", 2)).toBe("2026-11-30");
    expect(addBusinessDays("2026-11-27", 5)).toBe("2026-12-04");
    expect(addBusinessDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("is the ship date plus the service's maximum days", () => {
    expect(deliveryBy(new Date("2026-11-25T20:00:00Z"), chicago, 2)).toBe("2026-11-27");
    expect(deliveryBy(new Date("2026-11-25T22:00:00Z"), chicago, 2)).toBe("2026-11-30");
    expect(deliveryBy(new Date("2026-11-27T22:00:00Z"), chicago, 1)).toBe("2026-12-01");
  });
});

/** @jest-environment jsdom */
import { RevenueChart } from "@/components/admin/overview/revenue-chart";
import { StatusChart } from "@/components/admin/overview/status-chart";
import type { RevenueDayJson, StateCountJson } from "@/domains/admin/overview-json";
import { render } from "./dom";

// jsdom lays nothing out and has no ResizeObserver; the charts only need it to exist.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const days = (revenue: number[]): RevenueDayJson[] =>
  revenue.map((amount, index) => ({
    day: `2026-11-${String(index + 1).padStart(2, "0")}`,
    revenue: amount,
  }));

/** The visually hidden table's rows as [name, value]. */
const tableRows = (container: HTMLElement) =>
  [...container.querySelectorAll("table.sr-only tbody tr")].map((row) =>
    [...row.children].map((cell) => cell.textContent),
  );

describe("the revenue chart", () => {
  it("is an image named by its figures, with every day's revenue in a table", async () => {
    const container = await render(<RevenueChart days={days([0, 1250.5, 0, 20])} />);
    const heading = container.querySelector("h2")!;
    expect(heading.textContent).toBe("Revenue per day, last 30 days");
    expect(container.querySelector("section")!.getAttribute("aria-labelledby")).toBe(heading.id);
    expect(container.querySelector('[role="img"]')!.getAttribute("aria-label")).toBe(
      "Line chart of revenue per day over the last 30 days, 1,270.50$ in all",
    );
    expect(tableRows(container)).toEqual([
      ["Nov 1", "0.00$"],
      ["Nov 2", "1,250.50$"],
      ["Nov 3", "0.00$"],
      ["Nov 4", "20.00$"],
    ]);
  });

  it("says so when nothing was paid, instead of drawing a flat line", async () => {
    const container = await render(<RevenueChart days={days([0, 0, 0])} />);
    expect(container.textContent).toContain("No orders were paid in the last 30 days.");
    expect(container.querySelector('[role="img"]')).toBeNull();
    expect(container.querySelector("table")).toBeNull();
  });
});

describe("the orders-by-state chart", () => {
  const states = (pending: number, paid: number, shipped: number, expired: number) =>
    [
      { status: "pending", orders: pending },
      { status: "paid", orders: paid },
      { status: "shipped", orders: shipped },
      { status: "expired", orders: expired },
    ] satisfies StateCountJson[];

  it("is an image named by its counts, with the counts in a table", async () => {
    const container = await render(<StatusChart states={states(4, 1200, 2, 0)} />);
    expect(container.querySelector("h2")!.textContent).toBe("Orders by state");
    expect(container.querySelector('[role="img"]')!.getAttribute("aria-label")).toBe(
      "Bar chart of orders by state: Unpaid 4, Paid 1,200, Shipped 2, Expired 0",
    );
    expect(tableRows(container)).toEqual([
      ["Unpaid", "4"],
      ["Paid", "1,200"],
      ["Shipped", "2"],
      ["Expired", "0"],
    ]);
  });

  it("says so when there are no orders", async () => {
    const container = await render(<StatusChart states={states(0, 0, 0, 0)} />);
    expect(container.textContent).toContain("No orders yet.");
    expect(container.querySelector('[role="img"]')).toBeNull();
  });
});

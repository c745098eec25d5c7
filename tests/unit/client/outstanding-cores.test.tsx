/** @jest-environment jsdom */
// The Returns page's outstanding cores show the server's own deadline (coreReturnBy, the one its
// window check uses) as its day, not one reckoned on the screen from the promised delivery.
import { OutstandingCoresTable } from "@/components/returns/outstanding-cores-table";
import { render } from "./dom";
import { anOrder } from "./order-fixture";

// jsdom has no ResizeObserver; the table frame only needs it to exist.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

it("shows the day of the order's coreReturnBy as its Return by", async () => {
  const order = {
    ...anOrder({ shipped: true, coreCharge: 180, coresOutstanding: 4, deliveryBy: "2026-08-01" }),
    returnBy: "2026-09-10T09:30:00.000Z",
    coreReturnBy: "2026-11-09T09:30:00.000Z",
  };
  const container = await render(<OutstandingCoresTable orders={[order]} onReturn={() => {}} />);
  const row = container.querySelector('[data-testid="outstanding-core-row"]')!;
  expect(row.textContent).toContain("2026-11-09");
  // The promised day + 90 would be 2026-10-30: not what the server allows.
  expect(row.textContent).not.toContain("2026-10-30");
});

/** @jest-environment jsdom */
import { FitBadge, FIT_NOT_LISTED } from "@/components/fitment/vehicles/fit-badge";
import type { FitState } from "@/domains/fitment/fitment-json";
import { render } from "./dom";

describe("FitBadge", () => {
  it.each<[FitState, string, string]>([
    ["fits", "Fits your vehicle", "badge-success"],
    ["conditional", "Check the fit notes", "badge-warning"],
    ["universal", "Universal fit", "badge-neutral"],
    ["does-not-fit", "Does not fit", "badge-error"],
  ])("%s says “%s” in words, with its colour", async (state, text, colour) => {
    const container = await render(<FitBadge state={state} />);
    const badge = container.querySelector(`[data-fit="${state}"]`)!;
    expect(badge.textContent).toBe(text);
    expect(badge.classList).toContain(colour);
    // The mark is decoration: the words are what a screen reader reads.
    expect(badge.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("claims nothing for a part without fitment data", async () => {
    expect((await render(<FitBadge state="unknown" />)).textContent).toBe("");
    const shown = await render(<FitBadge state="unknown" showUnknown />);
    expect(shown.textContent).toBe(FIT_NOT_LISTED);
  });
});

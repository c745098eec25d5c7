import { formatDollars } from "@/lib/money";
import { overviewTexts } from "@/domains/admin";

// The charts take their colours from the daisyUI theme's variables, so they follow the light and
// the night theme without knowing which is on.
export const themeColors = {
  line: "var(--color-primary)",
  text: "var(--color-base-content)",
  grid: "var(--color-base-300)",
} as const;

export const axisTick = { fill: themeColors.text, fontSize: 12 };

export const tooltipStyle = {
  backgroundColor: "var(--color-base-100)",
  border: "1px solid var(--color-base-300)",
  borderRadius: "0.5rem",
  color: themeColors.text,
};

export const dollarsText = (amount: number) => overviewTexts.dollars(formatDollars(amount));

/** "Nov 3" for a UTC day `YYYY-MM-DD`, the same on the server and in every browser. */
export const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

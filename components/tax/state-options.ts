import { US_STATE_CODES, US_STATES } from "@/lib/geo/us-states";

/** The 50 states and DC for a select, by name. */
export const STATE_OPTIONS = US_STATE_CODES.map((code) => ({
  value: code,
  label: `${US_STATES[code]} (${code})`,
}));

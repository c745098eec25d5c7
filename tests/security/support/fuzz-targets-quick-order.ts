// Fuzz target of quick order (issue 15): its one field is the pasted text or a CSV's content.
import { text, type FuzzTarget } from "./fuzz-fields";

export const quickOrderFuzzTargets: Record<string, FuzzTarget> = {
  "POST /api/quick-order": {
    as: "customer",
    valid: async (w) => ({
      url: "/api/quick-order",
      body: { text: `${w.part.partNumber}, ${w.part.minOrderQty}` },
    }),
    body: { text },
  },
};

import { z } from "zod";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, so skip the probe.
z.config({ jitless: true });

export { z };

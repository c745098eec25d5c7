import { config } from "zod";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, so skip the probe.
// Imported for its effect by every schema module.
config({ jitless: true });

import { config } from "zod/mini";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, so skip the probe.
// Imported for its effect by every schema module. The setting is zod's core's, shared by the
// classic API and zod/mini, so the public forms' schemas need not load the classic one.
config({ jitless: true });

// Every test file runs its route handlers as Next.js would: `next/headers` is the request-scope
// stand-in of request-scope.ts, and the helpers that call handlers (callRoute, callApi, upload)
// open a scope for each request. So the real Auth.js `auth()` reads the cookies the request
// carries, and finds no session when it carries none. Outside a scope, `headers()` throws as
// Next.js's does, which handle() (lib/http/respond.ts) tolerates.
//
// Listed first in jest.config.mjs `setupFilesAfterEnv`: a jest.mock there applies to the test
// file's own module registry, before any module of the app is loaded.
jest.mock("next/headers", () => jest.requireActual("./request-scope").nextHeaders);

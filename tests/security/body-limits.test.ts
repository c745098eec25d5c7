/** @jest-environment node */
// Request bodies must be limited: a multi-megabyte body is refused with 413 (JSON) as soon as
// it passes the limit, never read whole into memory. Checked for every route that reads a body,
// both with an honest Content-Length and with a body streamed without one (the stream counts how
// much the server pulled from it).
import { callApi, type HttpMethod } from "../helpers/api-routes";
import { everything } from "../helpers/everything";
import { openWorldForFile, type World } from "./support/fixtures";
import { credentials, refusedProperly } from "./support/fuzz-run";
import { fuzzTargets, type FuzzTarget } from "./support/fuzz-targets";

const MB = 1024 * 1024;
/** Well past any JSON limit a shop needs, and past the 5 MB upload limit. */
const SENT = 6 * MB;
const STREAMED = 12 * MB;

let world: World;
openWorldForFile((ready) => (world = ready));

/** Every route that reads a body, with the caller allowed to send it. */
const bodyRoutes: [string, FuzzTarget["as"]][] = [
  ...Object.entries(fuzzTargets)
    .filter(([, target]) => target.body)
    .map(([key, target]) => [key, target.as] as [string, FuzzTarget["as"]]),
  ["POST /api/uploads", "admin"],
  ["POST /api/webhooks/stripe", "form"],
];

/** A JSON text `{"pad":"xxx…"}` of `size` bytes, produced only as it is read; counts what was. */
function jsonStream(size: number) {
  const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled === 0) controller.enqueue(new TextEncoder().encode('{"pad":"'));
      if (counter.pulled >= size) {
        controller.enqueue(new TextEncoder().encode('"}'));
        controller.close();
        return;
      }
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

async function urlOf(key: string) {
  const target = fuzzTargets[key];
  if (target) return (await target.valid(world)).url;
  return key.split(" ")[1]!;
}

const contentType = (key: string) =>
  key === "POST /api/uploads" ? "multipart/form-data; boundary=b" : "application/json";

/** Without Stripe configured the webhook may say 404 before reading; it must not read it all. */
const tooLarge = (key: string, status: number) =>
  status === 413 || (key === "POST /api/webhooks/stripe" && status === 404);

describe.each(bodyRoutes)("%s", (key, as) => {
  const [method, pattern] = key.split(" ") as [HttpMethod, string];

  it(`refuses an ${SENT / MB} MB body that says its length with 413 JSON`, async () => {
    const url = await urlOf(key);
    const before = await everything();
    const body = JSON.stringify({ pad: "x".repeat(SENT) });
    const headers = {
      ...credentials(world, as),
      "content-type": contentType(key),
      "content-length": String(Buffer.byteLength(body)),
    };
    const answer = await callApi(method, pattern, { url, headers, body });
    const shown = { status: answer.status, body: answer.body };
    expect({ ...shown, ok: tooLarge(key, answer.status) && refusedProperly(answer) }).toMatchObject(
      {
        ok: true,
      },
    );
    expect(await everything()).toEqual(before);
  });

  it(`stops reading a body streamed without a length once it passes the limit (413 JSON)`, async () => {
    const url = await urlOf(key);
    const before = await everything();
    const { stream, counter } = jsonStream(STREAMED);
    const headers = { ...credentials(world, as), "content-type": contentType(key) };
    const answer = await callApi(method, pattern, { url, headers, body: stream });
    expect({
      status: answer.status,
      body: answer.body,
      ok: tooLarge(key, answer.status) && refusedProperly(answer),
      readWhole: counter.pulled >= STREAMED,
    }).toMatchObject({ ok: true, readWhole: false });
    expect(await everything()).toEqual(before);
  });
});

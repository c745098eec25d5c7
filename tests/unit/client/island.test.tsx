/** @jest-environment jsdom */
import { act, useState } from "react";
import { Island } from "@/components/ui/island";
import { field, render, settle } from "./dom";

/** The placeholder the server draws: the same field and button, without behaviour. */
function Placeholder() {
  return (
    <form>
      <label htmlFor="code">Code</label>
      <input id="code" />
      <button type="submit">Send</button>
    </form>
  );
}

/** The island's code: a controlled field that reports what it holds and what it sent. */
const seen: { changes: string[]; sent: string[] } = { changes: [], sent: [] };
function LoadedForm() {
  const [text, setText] = useState("");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        seen.sent.push(text);
      }}
    >
      <label htmlFor="code">Code</label>
      <input
        id="code"
        value={text}
        onChange={(event) => {
          seen.changes.push(event.target.value);
          setText(event.target.value);
        }}
      />
      <button type="submit">Send</button>
    </form>
  );
}

/** An island whose code arrives only when the test says so (a slow phone's network). */
async function islandOnASlowNetwork() {
  let arrive: (component: () => React.ReactNode) => void = () => {};
  const load = () => new Promise<() => React.ReactNode>((resolve) => (arrive = resolve));
  const container = await render(<Island load={load} props={{}} placeholder={<Placeholder />} />);
  await settle();
  return {
    container,
    codeArrives: async () => {
      await act(async () => arrive(LoadedForm));
      await settle();
    },
  };
}

/** What a visitor's typing does to the browser's own field, before any script listens. */
function typeNatively(input: HTMLInputElement, value: string) {
  input.value = value;
  input.setSelectionRange(3, 3);
}

beforeEach(() => {
  seen.changes = [];
  seen.sent = [];
});

test("text typed before the island's code arrives is kept, with the focus and the caret", async () => {
  const { container, codeArrives } = await islandOnASlowNetwork();
  const before = field(container, "Code");
  before.focus();
  typeNatively(before, "1FTEW1EP");

  await codeArrives();

  const after = field(container, "Code");
  expect(after.value).toBe("1FTEW1EP");
  // The loaded code heard it as typing, so its own state holds it too.
  expect(seen.changes).toEqual(["1FTEW1EP"]);
  expect(document.activeElement).toBe(after);
  expect([after.selectionStart, after.selectionEnd]).toEqual([3, 3]);
});

test("a form sent before the code arrives is held, then sent by the loaded island", async () => {
  const { container, codeArrives } = await islandOnASlowNetwork();
  const before = field(container, "Code");
  before.focus();
  typeNatively(before, "ABC123");
  const submit = new Event("submit", { bubbles: true, cancelable: true });
  await act(async () => {
    container.querySelector("form")!.dispatchEvent(submit);
  });
  // Not sent by the browser: that would reload the page and lose the text.
  expect(submit.defaultPrevented).toBe(true);
  expect(seen.sent).toEqual([]);

  await codeArrives();
  await settle();

  expect(seen.sent).toEqual(["ABC123"]);
});

test("an untouched placeholder hands nothing over", async () => {
  const { container, codeArrives } = await islandOnASlowNetwork();
  await codeArrives();
  await settle();
  expect(field(container, "Code").value).toBe("");
  expect(seen).toEqual({ changes: [], sent: [] });
  expect(document.activeElement).toBe(document.body);
});

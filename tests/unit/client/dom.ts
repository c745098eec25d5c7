import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";

// Tells React these renders run inside act(), as a test runner's do; without it React warns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: (() => void)[] = [];

/** Renders `ui` into a fresh element of the document; unmounted again after each test. */
export async function render(ui: ReactNode): Promise<HTMLElement> {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(ui));
  mounted.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return container;
}

afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
});

/** The control a <label> with exactly this text names (by `for`, or nested inside it). */
export function field(container: HTMLElement, label: string): HTMLInputElement {
  const element = [...container.querySelectorAll("label")].find(
    (candidate) => candidate.textContent?.trim() === label,
  );
  const control = element?.htmlFor
    ? document.getElementById(element.htmlFor)
    : element?.querySelector("input, textarea");
  if (!control) throw new Error(`No field labelled "${label}"`);
  return control as HTMLInputElement;
}

/** Types `value` as a user would: React sees an input event with the new value. */
export async function type(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  // React tracks the value it last set; the prototype's setter bypasses that tracking.
  const prototype = Object.getPrototypeOf(control) as HTMLInputElement;
  const setValue = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  await act(async () => {
    setValue?.call(control, value);
    control.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** Submits the form as Enter or its submit button would. */
export async function submit(form: HTMLFormElement) {
  await act(async () => {
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  });
}

/** Lets pending promises (a resolver, a fetch answer) settle and React show their outcome. */
export async function settle() {
  await act(async () => {
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The button whose text is exactly `name`. */
export function button(container: HTMLElement, name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll("button")].find(
    (candidate) => candidate.textContent?.trim() === name,
  );
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}

/** A fetch answer as apiFetch reads it: status and a JSON body. */
export function jsonAnswer(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

/** The calls made to a mocked fetch, as method, URL and parsed JSON body. */
export function fetchCalls(fetchMock: jest.Mock) {
  return fetchMock.mock.calls.map(([url, init]: [string, RequestInit | undefined]) => ({
    method: init?.method ?? "GET",
    url,
    body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
  }));
}

/** The message shown under a field (its error, tied to it by aria-describedby). */
export function errorUnder(control: HTMLElement): string | null {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  const errorId = ids.find((id) => id.endsWith("-error"));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}

/** Picks an option of a <select> as a user would. */
export async function choose(select: HTMLElement, value: string) {
  await act(async () => {
    (select as HTMLSelectElement).value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

/** jsdom has no modal dialogs: opening and closing is all the modals need of them. */
export function fakeModalDialogs() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

import type { PartJson } from "@/domains/catalog";

/** How long typing must pause before parts are suggested, and how many are. */
const SUGGEST_DELAY_MS = 250;
const SUGGESTION_LIMIT = 6;
const MIN_TEXT = 2;

type Suggestion = Pick<PartJson, "partNumber" | "productName" | "url">;

/**
 * The option the arrow keys move to: down from the field goes to the first, past the last back
 * to the field (-1, where typing goes on), and up the other way round.
 */
export function nextActive(active: number, step: 1 | -1, count: number): number {
  const next = active + step;
  if (next >= count) return -1;
  if (next < -1) return count - 1;
  return next;
}

const attached = new WeakSet<HTMLInputElement>();

/**
 * Makes a search field an ARIA combobox that suggests parts by number and name: after a pause
 * in typing it asks `GET /api/parts?q=…&limit=6` and lists what it finds. Arrow keys move
 * through the list, Enter opens the chosen part (or searches when none is chosen), Escape
 * closes it. Loaded on the field's first focus; plain DOM, so React is not needed for it.
 */
export function attachTypeahead(input: HTMLInputElement) {
  if (attached.has(input)) return;
  attached.add(input);
  const listId = `${input.id}-suggestions`;
  const list = document.createElement("ul");
  list.id = listId;
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", "Suggested parts");
  list.className =
    "menu absolute top-full left-0 z-50 mt-1 hidden w-full min-w-72 rounded-box border border-base-300 bg-base-100 p-1 shadow-lg";
  const status = document.createElement("p");
  status.className = "sr-only";
  status.setAttribute("role", "status");
  input.after(list, status);
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", listId);
  input.setAttribute("aria-expanded", "false");

  let found: Suggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | undefined;

  const options = () => [...list.children] as HTMLElement[];
  const close = () => {
    found = [];
    active = -1;
    list.replaceChildren();
    list.classList.add("hidden");
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
  };
  const highlight = (index: number) => {
    active = index;
    options().forEach((option, at) => {
      option.setAttribute("aria-selected", String(at === index));
      option.classList.toggle("bg-base-200", at === index);
    });
    if (index >= 0) input.setAttribute("aria-activedescendant", `${listId}-${index}`);
    else input.removeAttribute("aria-activedescendant");
  };
  const open = (suggestion: Suggestion) => window.location.assign(suggestion.url);

  const show = (suggestions: Suggestion[]) => {
    found = suggestions;
    active = -1;
    list.replaceChildren(
      ...suggestions.map((suggestion, index) => {
        const option = document.createElement("li");
        option.id = `${listId}-${index}`;
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", "false");
        option.className = "cursor-pointer rounded-field px-3 py-2 hover:bg-base-200";
        const number = document.createElement("span");
        number.className = "block text-xs font-semibold text-base-content/70";
        number.textContent = suggestion.partNumber;
        const name = document.createElement("span");
        name.className = "block text-sm";
        name.textContent = suggestion.productName;
        option.append(number, name);
        // Chosen on mousedown, before the field's blur closes the list.
        option.addEventListener("mousedown", (event) => {
          event.preventDefault();
          open(suggestion);
        });
        return option;
      }),
    );
    const any = suggestions.length > 0;
    list.classList.toggle("hidden", !any);
    input.setAttribute("aria-expanded", String(any));
    status.textContent = any
      ? `${suggestions.length} suggested parts; use the arrow keys to choose one.`
      : "";
  };

  const suggest = async (text: string) => {
    pending?.abort();
    pending = new AbortController();
    const query = new URLSearchParams({ q: text, limit: String(SUGGESTION_LIMIT) });
    try {
      const response = await fetch(`/api/parts?${query}`, { signal: pending.signal });
      if (!response.ok) return close();
      if (input.value.trim() === text) show((await response.json()) as Suggestion[]);
    } catch {
      // Aborted by newer typing, or offline: the form still searches on submit.
    }
  };

  input.addEventListener("input", () => {
    clearTimeout(timer);
    const text = input.value.trim();
    if (text.length < MIN_TEXT) {
      pending?.abort();
      return close();
    }
    timer = setTimeout(() => void suggest(text), SUGGEST_DELAY_MS);
  });
  input.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && found.length > 0) {
      event.preventDefault();
      return close();
    }
    if (found.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      highlight(nextActive(active, event.key === "ArrowDown" ? 1 : -1, found.length));
    } else if (event.key === "Enter" && active >= 0) {
      const chosen = found[active];
      if (chosen) {
        event.preventDefault();
        open(chosen);
      }
    }
  });
  input.addEventListener("blur", close);
}

/** The focusable elements of an island, in order: the loaded code's take the placeholder's place. */
const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";
/** Fields a visitor types into; choices (select, checkbox, radio) start blank in a placeholder. */
const TYPED_FIELDS =
  "textarea, input:not([type]), input[type=text], input[type=search], input[type=email], " +
  "input[type=tel], input[type=url], input[type=number]";

type TypedField = HTMLInputElement | HTMLTextAreaElement;

/**
 * What a visitor did in an island's placeholder before its code arrived: where the focus was,
 * what they typed (and where the caret stood), and whether they sent a form. The loaded island
 * takes it over, so a buyer quicker than the network loses neither text nor Enter.
 */
interface Handover {
  focusIndex: number;
  typed: { index: number; value: string }[];
  selection: { start: number | null; end: number | null } | null;
  submittedFormIndex: number;
}

const NOTHING_HANDED_OVER: Handover = {
  focusIndex: -1,
  typed: [],
  selection: null,
  submittedFormIndex: -1,
};

/** Reads the placeholder's state just before the loaded island replaces it. */
export function takeHandover(box: HTMLElement | null, submittedForm: HTMLFormElement | null) {
  if (!box) return NOTHING_HANDED_OVER;
  const focusable = [...box.querySelectorAll(FOCUSABLE)];
  const active = document.activeElement;
  const fields = [...box.querySelectorAll<TypedField>(TYPED_FIELDS)];
  const typed = fields.flatMap((field, index) =>
    field.value === field.defaultValue ? [] : [{ index, value: field.value }],
  );
  const focusedField = fields.find((field) => field === active);
  return {
    focusIndex: focusable.indexOf(active as Element),
    typed,
    // A number field has no caret to restore (its selectionStart is null).
    selection:
      focusedField?.selectionStart != null
        ? { start: focusedField.selectionStart, end: focusedField.selectionEnd }
        : null,
    submittedFormIndex: submittedForm
      ? [...box.querySelectorAll("form")].indexOf(submittedForm)
      : -1,
  };
}

/** Types a value into a field as the visitor did, so the loaded code's handlers see it. */
function retype(field: TypedField, value: string) {
  // The prototype's setter: React tracks the value it set itself and ignores an input event
  // whose value it already knows.
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  setValue?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Gives the loaded island what the placeholder held: the typed text and the focus at once; the
 * caret and the form the visitor sent once the island has drawn the text (a controlled field is
 * written again when it draws, which moves the caret to the end).
 */
export function applyHandover(box: HTMLElement | null, handover: Handover) {
  if (!box) return;
  const fields = [...box.querySelectorAll<TypedField>(TYPED_FIELDS)];
  for (const { index, value } of handover.typed) {
    const field = fields[index];
    if (field) retype(field, value);
  }
  const focusTarget = box.querySelectorAll<HTMLElement>(FOCUSABLE)[handover.focusIndex];
  focusTarget?.focus();
  const form = box.querySelectorAll("form")[handover.submittedFormIndex];
  const { selection } = handover;
  if (!form && !selection) return;
  setTimeout(() => {
    if (selection && focusTarget && document.activeElement === focusTarget) {
      (focusTarget as TypedField).setSelectionRange(selection.start, selection.end);
    }
    if (form?.isConnected) form.requestSubmit();
  }, 0);
}

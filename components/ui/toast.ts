import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");
export type ToasterComponent = Sonner["Toaster"];

let sonner: Promise<Sonner> | null = null;
let loadedToaster: ToasterComponent | null = null;
let mountToaster: ((toaster: ToasterComponent) => void) | null = null;

/**
 * Called by <LazyToaster /> in the root layout: it renders sonner's Toaster once the first toast
 * has loaded it. Returns the unsubscribe function.
 */
export function onToasterLoaded(mount: (toaster: ToasterComponent) => void): () => void {
  mountToaster = mount;
  if (loadedToaster) mount(loadedToaster);
  return () => {
    if (mountToaster === mount) mountToaster = null;
  };
}

type Kind = "message" | "success" | "error";
type Outcome = Exclude<Kind, "message">;

// The success and error toasts still on screen, by id: a new outcome replaces the other kind's
// (an old error must not sit over the success that followed it).
const shown: Record<Outcome, Set<string | number>> = { success: new Set(), error: new Set() };
const OTHER: Record<Outcome, Outcome> = { success: "error", error: "success" };

/**
 * sonner is loaded with the first toast, not with every page: most visits never show one. A toast
 * raised before the Toaster has mounted still shows, since sonner replays it to a late Toaster.
 */
function show(kind: Kind, message: string, options?: ExternalToast) {
  sonner ??= import("sonner");
  void sonner.then((module) => {
    if (!loadedToaster) {
      loadedToaster = module.Toaster;
      mountToaster?.(module.Toaster);
    }
    if (kind === "message") {
      module.toast(message, options);
      return;
    }
    for (const id of shown[OTHER[kind]]) module.toast.dismiss(id);
    shown[OTHER[kind]].clear();
    // The same text again replaces its toast instead of stacking a copy.
    const id = options?.id ?? `${kind}:${message}`;
    shown[kind].add(id);
    module.toast[kind](message, { ...options, id });
  });
}

/** The part of sonner's `toast` this app uses, with the same signatures. */
export const toast = Object.assign(
  (message: string, options?: ExternalToast) => show("message", message, options),
  {
    success: (message: string, options?: ExternalToast) => show("success", message, options),
    error: (message: string, options?: ExternalToast) => show("error", message, options),
  },
);

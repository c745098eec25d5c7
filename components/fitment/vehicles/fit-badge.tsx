import type { FitState } from "@/domains/fitment";
import { CheckIcon, InfoIcon, XIcon, GlobeIcon } from "./fit-icons";

/** Each state's words and colour: the words carry the meaning, the colour only repeats it. */
const FIT_BADGES: Record<
  Exclude<FitState, "unknown">,
  { text: string; className: string; Icon: (props: { className?: string }) => React.ReactNode }
> = {
  fits: { text: "Fits your vehicle", className: "badge-success", Icon: CheckIcon },
  conditional: { text: "Check the fit notes", className: "badge-warning", Icon: InfoIcon },
  universal: { text: "Universal fit", className: "badge-neutral", Icon: GlobeIcon },
  "does-not-fit": { text: "Does not fit", className: "badge-error", Icon: XIcon },
};

export const FIT_NOT_LISTED = "Fit not listed";

/**
 * A part's fit for the chosen vehicle. Unknown (no fitment data) claims nothing: a muted
 * "Fit not listed" when `showUnknown`, else no badge at all.
 */
export function FitBadge({
  state,
  showUnknown = false,
  className = "",
}: {
  state: FitState;
  showUnknown?: boolean;
  className?: string;
}) {
  if (state === "unknown")
    return showUnknown ? (
      <span className={`badge badge-ghost ${className}`} data-fit="unknown">
        {FIT_NOT_LISTED}
      </span>
    ) : null;
  const { text, className: colour, Icon } = FIT_BADGES[state];
  return (
    <span className={`badge gap-1 ${colour} ${className}`} data-fit={state}>
      <Icon className="h-3.5 w-3.5" />
      {text}
    </span>
  );
}

"use client";

import { useRef, useState } from "react";
import { vinFieldTexts } from "@/domains/fitment/vin-field-texts";
import type { VehicleJson } from "@/domains/fitment";
import type { SavedWhere } from "@/domains/fitment/client";
import type { VinOutcome } from "./vin-lookup";
import { VinForm, type VinFormProps } from "./vin-form";

type Lookup = typeof import("./vin-lookup");

let lookup: Promise<Lookup> | null = null;
/** The lookup's code, fetched once the field is reached for; a failed fetch is tried again. */
function loadLookup(): Promise<Lookup> {
  lookup ??= import("./vin-lookup").catch((error: unknown) => {
    lookup = null;
    throw error;
  });
  return lookup;
}

export interface VinFieldProps {
  onChosen: (vehicle: VehicleJson, saved: SavedWhere | null) => void;
  size: VinFormProps["size"];
  className?: string;
}

/**
 * A VIN field: a whole VIN pasted or typed is looked up at once (Enter and the button too). One
 * matching vehicle is chosen and handed to `onChosen`; several are offered by engine; a VIN that
 * cannot be one is explained under the field before any call.
 */
export function VinField({ onChosen, size, className }: VinFieldProps) {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<VinOutcome | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const choices = useRef<HTMLUListElement>(null);

  const run = async (work: (module: Lookup) => Promise<VinOutcome>) => {
    setBusy(true);
    setOutcome(null);
    const next = await loadLookup()
      .then(work)
      .catch((): VinOutcome => ({ kind: "notice", message: vinFieldTexts.failed }));
    // Chosen: the page moves on, and the field stays busy until it has.
    if (next.kind === "chosen") return onChosen(next.vehicle, next.saved);
    setOutcome(next);
    setBusy(false);
    // After the answer is drawn: the engine choices take focus, a refused VIN returns it to the field.
    requestAnimationFrame(() => {
      if (next.kind === "choices") choices.current?.querySelector("button")?.focus();
      else input.current?.focus();
    });
  };
  const lookUp = (value: string) => {
    if (!busy) void run((module) => module.lookUpVinText(value));
  };

  const change = (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setText(value);
    const pasted = (event.nativeEvent as InputEvent).inputType === "insertFromPaste";
    if (pasted) lookUp(value);
    else void loadLookup().then((module) => module.isWholeVin(value) && lookUp(value));
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    lookUp(text);
  };

  const message =
    outcome === null || outcome.kind === "chosen"
      ? null
      : outcome.kind === "choices"
        ? { text: outcome.prompt, problem: false }
        : { text: outcome.message, problem: outcome.kind === "problem" };
  return (
    <VinForm
      size={size}
      className={className}
      busy={busy}
      message={message}
      onSubmit={submit}
      input={{
        ref: input,
        value: text,
        onChange: change,
        onFocus: () => void loadLookup().catch(() => undefined),
      }}
    >
      {(messageId) =>
        outcome?.kind === "choices" ? (
          <ul ref={choices} className="flex w-full flex-wrap gap-2" aria-labelledby={messageId}>
            {outcome.choices.map(({ vehicle, label }) => (
              <li key={vehicle._id}>
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  onClick={() =>
                    void run((module) => module.chooseVinVehicle(vehicle, outcome.vin))
                  }
                >
                  {label}
                </button>
              </li>
            ))}
          </ul>
        ) : null
      }
    </VinForm>
  );
}

"use client";

import { useId, useRef, useState } from "react";
import { vinFieldTexts } from "@/domains/fitment/fitment-texts";
import type { VehicleJson } from "@/domains/fitment/vehicle-json";
import type { SavedWhere } from "@/domains/fitment/client";
import type { VinOutcome } from "./vin-lookup";

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

const SIZES = {
  hero: {
    join: "join mt-1",
    input: "input join-item w-full font-mono uppercase",
    button: "btn btn-outline join-item",
  },
  bar: {
    join: "join",
    input: "input input-sm join-item w-48 font-mono uppercase",
    button: "btn btn-sm btn-outline join-item",
  },
};

/**
 * A VIN field: a whole VIN pasted or typed is looked up at once (Enter and the button too). One
 * matching vehicle is chosen and handed to `onChosen`; several are offered by engine; a VIN that
 * cannot be one is explained under the field before any call.
 */
export function VinField({
  onChosen,
  size,
  className,
}: {
  onChosen: (vehicle: VehicleJson, saved: SavedWhere | null) => void;
  size: keyof typeof SIZES;
  className?: string;
}) {
  const id = useId();
  const messageId = `${id}-error`;
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

  const sizes = SIZES[size];
  const problem = outcome?.kind === "problem" ? outcome.message : null;
  return (
    <form onSubmit={submit} noValidate className={className}>
      <label htmlFor={id} className="text-sm font-semibold">
        {vinFieldTexts.label}
      </label>
      <div className={sizes.join}>
        <input
          ref={input}
          id={id}
          className={sizes.input}
          value={text}
          onChange={change}
          onFocus={() => void loadLookup().catch(() => undefined)}
          placeholder={vinFieldTexts.placeholder}
          inputMode="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={25}
          aria-invalid={problem ? true : undefined}
          aria-describedby={outcome ? messageId : undefined}
        />
        <button type="submit" className={sizes.button} aria-busy={busy || undefined}>
          {busy ? <span className="loading loading-spinner loading-sm" aria-hidden /> : null}
          {busy ? vinFieldTexts.lookingUp : vinFieldTexts.submit}
        </button>
      </div>
      {outcome && outcome.kind !== "chosen" ? (
        <p
          id={messageId}
          role={outcome.kind === "problem" ? undefined : "status"}
          className={outcome.kind === "problem" ? "w-full text-sm text-error" : "w-full text-sm"}
        >
          {outcome.kind === "choices" ? outcome.prompt : outcome.message}
        </p>
      ) : null}
      {outcome?.kind === "choices" ? (
        <ul ref={choices} className="flex w-full flex-wrap gap-2" aria-labelledby={messageId}>
          {outcome.choices.map(({ vehicle, label }) => (
            <li key={vehicle._id}>
              <button
                type="button"
                className="btn btn-sm btn-outline"
                onClick={() => void run((module) => module.chooseVinVehicle(vehicle, outcome.vin))}
              >
                {label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

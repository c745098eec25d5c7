"use client";

import { useCallback, useEffect, useId, useState } from "react";
import { tableTexts } from "@/lib/tables/table-texts";

const TYPING_PAUSE_MS = 300;

/** The table's search field: it searches once typing pauses, or at once on Enter. */
export function TableSearch({
  value,
  placeholder,
  onSearch,
}: {
  value: string;
  placeholder: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The searches sent whose address has not landed yet, oldest first.
  const [sent, setSent] = useState<string[]>([]);
  // Back and forward change the address: the field follows it (set while rendering, as React
  // advises for state that follows a prop). A search of the field's own landing late must not
  // replace what was typed since.
  if (shown !== value) {
    setShown(value);
    const own = sent.indexOf(value);
    setSent(own >= 0 ? sent.slice(own + 1) : []);
    if (own < 0) setText(value);
  }
  const search = useCallback(
    (searched: string) => {
      if (searched !== value) setSent((before) => [...before, searched]);
      onSearch(searched);
    },
    [onSearch, value],
  );
  const latest = sent.at(-1) ?? value;
  useEffect(() => {
    if (text.trim() === latest.trim()) return;
    const timer = setTimeout(() => search(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, latest, search]);

  return (
    <form
      role="search"
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        search(text.trim());
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {tableTexts.search}
      </label>
      <input
        id={id}
        type="search"
        className="input input-sm w-64 max-w-full"
        placeholder={placeholder}
        maxLength={200}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}

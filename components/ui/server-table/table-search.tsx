"use client";

import { useEffect, useId, useState } from "react";
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
  // Back and forward change the address: the field follows it (set while rendering, as React
  // advises for state that follows a prop).
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
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

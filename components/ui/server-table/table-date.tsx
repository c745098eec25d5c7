"use client";

import { useId } from "react";

/** A labelled day of a date-range filter (YYYY-MM-DD, as the API takes it). */
export function TableDate({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="input input-sm w-40"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

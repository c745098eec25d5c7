"use client";

/**
 * The search box's text field. Server-rendered and working as a plain form field; the parts it
 * suggests while typing are loaded only on the first focus, so they cost no first-load script.
 */
export function SearchInput(props: React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      {...props}
      onFocus={(event) => {
        const input = event.currentTarget;
        void import("./typeahead").then(({ attachTypeahead }) => attachTypeahead(input));
      }}
    />
  );
}

"use client";

/**
 * The sort box: choosing an order sends its form at once. Without JavaScript the form's own
 * button sends it (sort-form.tsx).
 */
export function SortSelect(props: React.SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...props} onChange={(event) => event.currentTarget.form?.requestSubmit()} />;
}

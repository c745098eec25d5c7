/** The first `length` characters of a text, with an ellipsis when something was cut. */
export function excerpt(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

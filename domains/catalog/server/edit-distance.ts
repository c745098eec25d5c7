/**
 * How many edits turn one word into the other: a letter inserted, dropped or changed, or two
 * neighbouring letters swapped, each one edit (the optimal string alignment distance). A swap is
 * the commonest typo ("brkae", "styel") and costs two edits to PostgreSQL's `levenshtein`.
 */
export function editDistance(a: string, b: string): number {
  const width = b.length + 1;
  // cell(i, j): the edits between a's first i letters and b's first j.
  const table = new Array<number>((a.length + 1) * width).fill(0);
  const cell = (i: number, j: number) => table[i * width + j] ?? 0;
  for (let i = 0; i <= a.length; i += 1) table[i * width] = i;
  for (let j = 0; j <= b.length; j += 1) table[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const changed = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(cell(i - 1, j) + 1, cell(i, j - 1) + 1, cell(i - 1, j - 1) + changed);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, cell(i - 2, j - 2) + 1);
      table[i * width + j] = best;
    }
  }
  return cell(a.length, b.length);
}

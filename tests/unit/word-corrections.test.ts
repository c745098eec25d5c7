// How a misspelt search word is spelt: the edit distance that counts a swap of two letters as
// one edit, and which of its near spellings a word takes given what each finds.
import { editDistance } from "@/domains/catalog/server/edit-distance";
import { chosenCorrections } from "@/domains/catalog/server/word-corrections";

describe("editDistance", () => {
  it.each([
    ["brake", "brake", 0],
    ["brkae", "brake", 1],
    ["styel", "style", 1],
    ["styel", "steel", 1],
    ["hosing", "housing", 1],
    ["fliter", "filter", 1],
    ["filtre", "filter", 1],
    ["quilfeathr", "quillfeather", 2],
    ["hosing", "hose", 3],
    ["", "oil", 3],
    ["oil", "", 3],
  ])("counts %p → %p as %p edits", (a, b, edits) => {
    expect(editDistance(a, b)).toBe(edits);
    expect(editDistance(b, a)).toBe(edits);
  });
});

describe("chosenCorrections", () => {
  const steel = { term: "steel", distance: 1 };
  const style = { term: "style", distance: 1 };
  const stale = { term: "stale", distance: 2 };
  const other = { term: "xtyle", distance: 11 };

  it("takes none when the word as typed finds parts with the other words", () => {
    expect(chosenCorrections(3, [steel, style], [20, 20])).toEqual([]);
  });

  it("takes, of the nearest spellings, the one that finds the most with the other words", () => {
    expect(chosenCorrections(0, [steel, style], [1, 20])).toEqual(["style"]);
    expect(chosenCorrections(0, [steel, style], [20, 20])).toEqual(["steel", "style"]);
  });

  it("goes further only when no nearer spelling finds anything", () => {
    expect(chosenCorrections(0, [steel, style, stale], [0, 0, 4])).toEqual(["stale"]);
    expect(chosenCorrections(0, [steel, stale, other], [0, 0, 2])).toEqual(["xtyle"]);
    expect(chosenCorrections(0, [steel, stale], [0, 5])).toEqual(["stale"]);
  });

  it("keeps the nearest spellings when none finds anything", () => {
    expect(chosenCorrections(0, [steel, style, stale], [0, 0, 0])).toEqual(["steel", "style"]);
    expect(chosenCorrections(0, [], [])).toEqual([]);
  });
});

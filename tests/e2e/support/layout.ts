import type { Locator, Page } from "@playwright/test";

// Measurements of how a page is laid out, read in the browser.

/** How much wider than the window the document is (0 when it fits). */
export const documentOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The headings of the page's tables that are not wholly in view: their text wider than their
 * cell, or their cell outside the table's scrolling box. Each as "caption: heading".
 */
export const clippedHeadings = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[role=region]:has(> table)")].flatMap((box) => {
      const frame = box.getBoundingClientRect();
      const caption = box.getAttribute("aria-label");
      return [...box.querySelectorAll<HTMLElement>("thead th")]
        .filter((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const text = range.getBoundingClientRect();
          const place = cell.getBoundingClientRect();
          return (
            text.right > place.right + 0.5 ||
            place.left < frame.left - 0.5 ||
            place.right > frame.right + 0.5
          );
        })
        .map((cell) => `${caption}: ${cell.textContent?.trim()}`);
    }),
  );

/** The tables (by caption) that scroll sideways in their box. */
export const sidewaysTables = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[role=region]:has(> table)")]
      .filter((box) => box.scrollWidth > box.clientWidth + 1)
      .map((box) => box.getAttribute("aria-label")),
  );

/**
 * Where an element's text breaks a word across lines: each "…xy|z…" pair of letters or digits
 * that sit on different lines. None when every line ends at a space or a sign (@, ., -).
 */
export const midWordBreaks = (element: Locator) =>
  element.evaluate((root) => {
    // Every character in order (a space at a line's end has no box: no top), and its line.
    const letters: Array<{ char: string; top: number | undefined }> = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let at = 0; at < text.length; at++) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const rect = range.getClientRects()[0];
        letters.push({ char: text[at]!, top: rect && Math.round(rect.top) });
      }
    }
    const word = /[\p{L}\p{N}]/u;
    return letters
      .slice(1)
      .map((letter, index) => ({ before: letters[index]!, letter }))
      .filter(
        ({ before, letter }) =>
          before.top !== undefined &&
          letter.top !== undefined &&
          before.top !== letter.top &&
          word.test(before.char) &&
          word.test(letter.char),
      )
      .map(({ before, letter }) => `${root.textContent?.trim()}: …${before.char}|${letter.char}…`);
  });

/** The computed look of a heading's text: size, colour and weight. */
export const headingLook = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { fontSize: style.fontSize, color: style.color, fontWeight: style.fontWeight };
  });

/** The room between an element's right edge and its table's box's right edge, in pixels. */
export const gapToTableEdge = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.closest("[role=region]")!.getBoundingClientRect();
    const place = node.getBoundingClientRect();
    return Math.min(box.right - place.right, place.left - box.left);
  });

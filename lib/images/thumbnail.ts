/**
 * The sources of a small square image drawn in the browser (the cart's lines), through Next's
 * image optimiser as next/image would send them. next/image's own getImageProps costs ~3 kB of
 * the cart's first load for what is, at one fixed size, a URL with a width.
 */

// Widths Next's optimiser accepts by default (its imageSizes); tests/unit check they still are.
export const THUMBNAIL_WIDTHS = [96, 256] as const;
export const THUMBNAIL_QUALITY = 75;

const optimised = (src: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${THUMBNAIL_QUALITY}`;

/** `src` and a 1x/2x `srcSet` for a thumbnail up to 96 CSS pixels wide. */
export function thumbnailSources(src: string): { src: string; srcSet?: string } {
  // As next/image: inline and vector images go to the browser as they are.
  if (src.startsWith("data:") || src.startsWith("blob:") || src.split("?")[0]!.endsWith(".svg"))
    return { src };
  const [oneX, twoX] = THUMBNAIL_WIDTHS;
  return {
    src: optimised(src, twoX),
    srcSet: `${optimised(src, oneX)} 1x, ${optimised(src, twoX)} 2x`,
  };
}

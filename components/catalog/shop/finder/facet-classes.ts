/** A filter link's look, chosen or not (server and browser draw the filters alike). */
export const facetLinkClass = (chosen: boolean) =>
  `flex justify-between gap-2 ${chosen ? "menu-active font-semibold" : ""}`;

// A count reads in the link's own colour when chosen (dimmed grey on the dark highlight would
// fall below the contrast a reader needs).
export const facetCountClass = (chosen: boolean) => (chosen ? "" : "text-base-content/70");

// Texts every screen may show (the specification's, copied exactly); a domain's own texts
// point at these rather than repeat them.
export const commonMessages = {
  somethingWrong: "Something went wrong",
  deletedTitle: "Deleted!",
} as const;

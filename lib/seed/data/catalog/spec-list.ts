/** Specs written as an object ({ Position: "Front" }) for brevity, in the order they are listed. */
export const specList = (specs: Record<string, string>) =>
  Object.entries(specs).map(([name, value]) => ({ name, value }));

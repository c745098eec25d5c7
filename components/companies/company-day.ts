const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** A day as the companies' screens write it ("Nov 26, 2026"). */
export const companyDay = (iso: string): string => day.format(new Date(iso));

/** Names and texts that several pages share. */
export const SITE_NAME = "Redline Parts";
export const SITE_DESCRIPTION =
  "Redline Parts sells car parts in bulk to garages, fleets and workshops: brake pads, rotors, filters, spark plugs, belts and more, with clear minimum order quantities.";
export const FOUNDING_YEAR = 1992;
export const COPYRIGHT_YEAR = 2022;
export const THEME_STORAGE_KEY = "theme";
export const DARK_THEME = "night";
export const LIGHT_THEME = "light";
export const PRELOADER_SEEN_KEY = "preloader-seen";
export const PRELOADER_MS = 3000;
/**
 * First path segments of the pages built for visitors arriving from a search engine (category,
 * vehicle and part pages). A visit that starts on one opens on its content, without the
 * preloader: Google counts a cover over the content a searcher clicked on as an intrusive
 * interstitial, and these pages exist to answer that search.
 */
export const SEARCH_LANDING_SECTIONS = ["categories", "vehicles", "parts"] as const;
export const SCROLL_TOP_THRESHOLD_PX = 500;
/** The shop's postal address, email and phone, as the contact page and invoices give them. */
export const SHOP_ADDRESS = "1200 Industrial Parkway, Unit 4, Chicago, IL 60607";
export const SHOP_EMAIL = "sales@redline-parts.example";
export const SHOP_PHONE = "+1 (312) 555-0142";

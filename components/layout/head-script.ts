import {
  DARK_THEME,
  LIGHT_THEME,
  PRELOADER_MS,
  PRELOADER_SEEN_KEY,
  SEARCH_LANDING_SECTIONS,
  THEME_STORAGE_KEY,
} from "@/lib/site";

const seenKey = JSON.stringify(PRELOADER_SEEN_KEY);
const landingPath = `/^\\/(${SEARCH_LANDING_SECTIONS.join("|")})(\\/|$)/`;

/** A visit ends after this long without a page load; the next page load starts a new one. */
const VISIT_GAP_MS = 30 * 60 * 1000;

/**
 * Runs in <head> before the first paint: applies the saved theme (no flash of the wrong one)
 * and, at the start of a visit, shows the preloader (CSS keys on `data-preloader`) and takes it
 * away 3 s later. Every page load, in any tab, writes its time to localStorage, so a new tab of
 * the same visit (a Ctrl-click on a part) opens at once. The timer starts here, with the page,
 * rather than after hydration, so slow JavaScript never keeps the page covered longer; and the
 * page renders beneath it all along, so its largest paint is recorded when it happens, not when
 * the preloader goes. Without storage (private modes that refuse it) nothing is remembered and
 * the preloader is not shown at all rather than on every page. A visit that starts on a search
 * landing page (SEARCH_LANDING_SECTIONS) starts without it, and later pages of it don't show it.
 */
export const headScript = `try{var d=document.documentElement,t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t===${JSON.stringify(DARK_THEME)}||t===${JSON.stringify(LIGHT_THEME)})d.setAttribute("data-theme",t);var n=Date.now(),s=Number(localStorage.getItem(${seenKey}));localStorage.setItem(${seenKey},String(n));if(!(n-s<${VISIT_GAP_MS})&&!${landingPath}.test(location.pathname)){d.setAttribute("data-preloader","");setTimeout(function(){d.removeAttribute("data-preloader")},${PRELOADER_MS})}}catch(e){}`;

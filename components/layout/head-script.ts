import {
  DARK_THEME,
  LIGHT_THEME,
  PRELOADER_MS,
  PRELOADER_SEEN_KEY,
  THEME_STORAGE_KEY,
} from "@/lib/site";

const seenKey = JSON.stringify(PRELOADER_SEEN_KEY);

/**
 * Runs in <head> before the first paint: applies the saved theme (no flash of the wrong one)
 * and, on the first visit in this tab, shows the preloader (CSS keys on `data-preloader`) and
 * takes it away 3 s later. The timer starts here, with the page, rather than after hydration,
 * so slow JavaScript never keeps the page covered longer; and the page renders beneath it all
 * along, so its largest paint is recorded when it happens, not when the preloader goes.
 */
export const headScript = `try{var d=document.documentElement,t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t===${JSON.stringify(DARK_THEME)}||t===${JSON.stringify(LIGHT_THEME)})d.setAttribute("data-theme",t);if(!sessionStorage.getItem(${seenKey})){d.setAttribute("data-preloader","");setTimeout(function(){d.removeAttribute("data-preloader");try{sessionStorage.setItem(${seenKey},"1")}catch(e){}},${PRELOADER_MS})}}catch(e){}`;

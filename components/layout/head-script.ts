import { DARK_THEME, LIGHT_THEME, PRELOADER_SEEN_KEY, THEME_STORAGE_KEY } from "@/lib/site";

/**
 * Runs in <head> before the first paint: applies the saved theme (no flash of the wrong one)
 * and marks a first visit in this tab so that CSS shows the preloader.
 */
export const headScript = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t===${JSON.stringify(DARK_THEME)}||t===${JSON.stringify(LIGHT_THEME)})document.documentElement.setAttribute("data-theme",t);if(!sessionStorage.getItem(${JSON.stringify(PRELOADER_SEEN_KEY)}))document.documentElement.setAttribute("data-preloader","")}catch(e){}`;

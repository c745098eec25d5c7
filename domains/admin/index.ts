export { type AdminOverviewJson, type RevenueDayJson, type StateCountJson } from "./overview-json";
export { overviewTexts } from "./overview-texts";

export { type PartAnswer, partPath } from "./parts";

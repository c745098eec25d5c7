export { testConfirmSchema } from "./payments";

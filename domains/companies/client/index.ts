export { accountPrices } from "./account-prices";

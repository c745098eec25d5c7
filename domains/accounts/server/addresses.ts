// Saved shipping addresses: each customer's own, one of them the default.
export { addAddress, deleteAddress, listAddresses, updateAddress } from "./saved-addresses";

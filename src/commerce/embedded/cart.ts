import { createCartStore } from "../../cart/cart-store";

/**
 * The embedded platform keeps the shopper's cart in this browser's local storage. Creating the store
 * touches nothing (it reads the storage when the app asks it to), and says so: webpack then takes the
 * cart from here for a page that asks `commerce.ts` for it, and leaves the rest of the binding out.
 */
export const useCart = /*#__PURE__*/ createCartStore(() => window.localStorage);

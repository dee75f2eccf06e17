import { createCartStore } from "../../cart/cart-store";

/**
 * The shopper's cart is the engine's order; this browser keeps its last known state to show it from
 * the first render, and the session that names the order. Creating the store touches nothing (it
 * reads the storage when the app asks it to, and loads the engine's code at the first change), and
 * says so: webpack then takes the cart from here for a page that asks `commerce.ts` for it, and leaves
 * the rest of the binding out.
 */
export const useCart = /*#__PURE__*/ createCartStore(
  () => window.localStorage,
  () => import("./in-this-browser").then(({ cartBackend }) => cartBackend),
);

import { createCartStore } from "../../cart/cart-store";

/** Creating the store touches nothing, hence PURE: webpack takes only the cart from this binding. */
export const useCart = /*#__PURE__*/ createCartStore(
  () => window.localStorage,
  () => import("./in-this-browser").then(({ cartBackend }) => cartBackend),
);

/** Where the embedded platform keeps the orders of this browser tab (session storage). */
export const LAST_ORDER_KEY = "storefront-last-order";
export const PENDING_ORDER_KEY = "storefront-pending-order";

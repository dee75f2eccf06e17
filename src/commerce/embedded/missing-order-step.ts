import { LAST_ORDER_KEY } from "./stored-order";

/**
 * Run by the browser as it reads the order confirmation, right after its two headings (the thanks for
 * an order, then the hidden "no order" text): a tab without a paid order shows the second from the
 * first paint, not only once the page's code has read the tab. Storage that throws holds no order. In
 * a block, so that its names stay out of the page's globals.
 */
export const SHOW_MISSING_ORDER_STEP = `{const n=document.currentScript.previousElementSibling;let o;try{o=sessionStorage[${JSON.stringify(LAST_ORDER_KEY)}]}catch(e){}o||(n.hidden=!1,n.previousElementSibling.hidden=!0)}`;

import { LAST_ORDER_KEY } from "./stored-order";

/**
 * Run by the browser as it reads the order confirmation, right after its two headings (the thanks for
 * an order, then the hidden "no order" text): unless the tab's paid order is the one the address
 * names (`?order=`), the second shows from the first paint, not only once the page's code has read the
 * tab. Storage that throws holds no order. In a block, so that its names stay out of the page's globals.
 */
export const SHOW_MISSING_ORDER_STEP = `{const n=document.currentScript.previousElementSibling,q=new URLSearchParams(location.search).get("order");let o;try{o=sessionStorage[${/*#__PURE__*/ JSON.stringify(LAST_ORDER_KEY)}]}catch(e){}o&&q&&o.includes(JSON.stringify(q))||(n.hidden=!1,n.previousElementSibling.hidden=!0)}`;

import { neverThrowing, type KeyValueStorage } from "../consent/never-throwing-storage";

const HIDDEN_NOTICE_KEY = "storefront-notice-hidden";

/**
 * Which notice the visitor closed, kept until the marketers change it (local storage, strictly
 * necessary: it holds the closed text and nothing about the visitor). A new text shows again.
 */
export function noticeMemory(storage: () => KeyValueStorage | undefined) {
  const kept = neverThrowing(storage);
  return {
    wasHidden: (text: string): boolean => kept.getItem(HIDDEN_NOTICE_KEY) === text,
    hide: (text: string): void => kept.setItem(HIDDEN_NOTICE_KEY, text),
  };
}

export const localNoticeMemory = noticeMemory(() =>
  typeof window === "undefined" ? undefined : window.localStorage,
);

/**
 * Run by the browser as it reads the page, right after the notice: a notice the visitor closed stays out
 * of sight on every later page and reload, from the first paint, not only once the bar's code has run
 * (it loads when the browser is idle). Storage that throws leaves the bar as it is.
 */
export const HIDE_CLOSED_NOTICE_STEP = `try{var n=document.currentScript.previousElementSibling;localStorage[${JSON.stringify(HIDDEN_NOTICE_KEY)}]==n.firstChild.textContent&&(n.hidden=1)}catch(e){}`;

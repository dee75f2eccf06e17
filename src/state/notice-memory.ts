import { neverThrowing, type KeyValueStorage } from "../consent/never-throwing-storage";

const HIDDEN_NOTICE_KEY = "storefront-notice-hidden";

/** Local storage, strictly necessary: it holds the closed text only; a new text shows again. */
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

/** Inline after the notice: a closed one stays hidden from the first paint, before the bar's code loads. */
export const HIDE_CLOSED_NOTICE_STEP = `try{var n=document.currentScript.previousElementSibling;localStorage[${JSON.stringify(HIDDEN_NOTICE_KEY)}]==n.firstChild.textContent&&(n.hidden=1)}catch(e){}`;

import { neverThrowing, type KeyValueStorage } from "../storage/never-throwing-storage";

const HIDDEN_NOTICE_KEY = "storefront-notice-hidden";

/**
 * Which notice the visitor closed, kept for the visit (session storage, strictly necessary: it holds no
 * more than the closed text). A new text from the marketers shows again.
 */
export function noticeMemory(session: () => KeyValueStorage | undefined) {
  const storage = neverThrowing(session);
  return {
    wasHidden: (text: string): boolean => storage.getItem(HIDDEN_NOTICE_KEY) === text,
    hide: (text: string): void => storage.setItem(HIDDEN_NOTICE_KEY, text),
  };
}

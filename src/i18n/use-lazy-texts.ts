import type { i18n as I18n } from "i18next";
import { useTranslation } from "./hooks";
import type { Namespace } from "./namespaces";

type Texts = Record<string, unknown>;
/** What the parts that load on demand on any page render beside the layout's texts. */
type LazyNamespace = Extract<Namespace, "quick-search" | "cards" | "mini-cart" | "totals">;

/** One import per namespace: webpack then makes a file of each language's copy of it, and no more. */
const LOADERS: Record<LazyNamespace, (language: string) => Promise<{ default: Texts }>> = {
  "quick-search": (language) => import(`../../locales/${language}/quick-search.json`),
  cards: (language) => import(`../../locales/${language}/cards.json`),
  "mini-cart": (language) => import(`../../locales/${language}/mini-cart.json`),
  totals: (language) => import(`../../locales/${language}/totals.json`),
};

/** Each language's namespace as it stands: on its way, loaded, or failed. */
const loads = new Map<string, Promise<void> | { texts: Texts } | { error: unknown }>();
/** The namespaces merged into each i18n instance: the i18n plugin makes one per render of the page. */
const merged = new WeakMap<I18n, Set<string>>();

function load(language: string, ns: LazyNamespace) {
  const key = `${language}/${ns}`;
  let state = loads.get(key);
  if (!state) {
    state = LOADERS[ns](language).then(
      (module) => void loads.set(key, { texts: module.default }),
      (error: unknown) => void loads.set(key, { error }),
    );
    loads.set(key, state);
  }
  return state;
}

/**
 * For a part that loads on demand on any page (the search panel, the added-to-cart drawer): the
 * namespaces it renders that the page's data did not bring are loaded (the part suspends meanwhile)
 * and merged into the page's default namespace, which every lookup searches. A failed load is the
 * part's error boundary's to show.
 */
export function useLazyTexts(namespaces: readonly LazyNamespace[]): void {
  const { i18n } = useTranslation();
  const { language } = i18n;
  const done = merged.get(i18n) ?? new Set<string>();
  merged.set(i18n, done);
  const pending: Promise<void>[] = [];
  for (const ns of namespaces) {
    if (done.has(ns) || i18n.hasResourceBundle(language, ns)) continue;
    const state = load(language, ns);
    if (state instanceof Promise) pending.push(state);
    else if ("error" in state) throw state.error;
    else {
      // The i18n plugin always names one default namespace: the page's first.
      i18n.addResourceBundle(language, i18n.options.defaultNS as string, state.texts, true, false);
      done.add(ns);
    }
  }
  if (pending.length > 0) throw Promise.all(pending);
}

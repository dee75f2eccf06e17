import type { i18n as I18n } from "i18next";
import { useTranslation } from "./hooks";
import type { Namespace } from "./namespaces";

type Texts = Record<string, unknown>;
type LazyNamespace = Extract<Namespace, "quick-search" | "cards" | "mini-cart" | "totals">;

/** One import per namespace: webpack then makes a file of each language's copy of it, and no more. */
const LOADERS: Record<LazyNamespace, (language: string) => Promise<{ default: Texts }>> = {
  "quick-search": (language) => import(`../../locales/${language}/quick-search.json`),
  cards: (language) => import(`../../locales/${language}/cards.json`),
  "mini-cart": (language) => import(`../../locales/${language}/mini-cart.json`),
  totals: (language) => import(`../../locales/${language}/totals.json`),
};

const loads = new Map<string, Promise<void> | { texts: Texts } | { error: unknown }>();
/** The i18n plugin makes one instance per render of the page. */
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

/** Missing namespaces load (the part suspends) and merge into the page's default namespace. */
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
      i18n.addResourceBundle(language, i18n.options.defaultNS as string, state.texts, true, false);
      done.add(ns);
    }
  }
  if (pending.length > 0) throw Promise.all(pending);
}

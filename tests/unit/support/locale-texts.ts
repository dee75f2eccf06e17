import { readFileSync } from "node:fs";
import path from "node:path";
import { NAMESPACES, type Namespace } from "../../../src/i18n/namespaces";

type Texts = { [key: string]: string | Texts };

const LOCALES = path.resolve(__dirname, "../../../locales");

/** One namespace's texts in `language`, as its file holds them. */
export const namespaceTexts = (language: string, ns: Namespace): Texts =>
  JSON.parse(readFileSync(path.join(LOCALES, language, `${ns}.json`), "utf8")) as Texts;

/** Every namespace's texts in `language`, by namespace, as a page that loaded them all has them. */
export const allNamespaces = (language: string): Record<Namespace, Texts> =>
  Object.fromEntries(NAMESPACES.map((ns) => [ns, namespaceTexts(language, ns)])) as Record<Namespace, Texts>;

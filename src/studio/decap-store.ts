import { parse } from "yaml";
import { readContentFile } from "./content-yaml";
import type { ImmutableValue } from "./decap";
import type { FieldShape } from "./field-changes";

/** Decap's Redux store, for what its public API cannot do. Decap creates it through Redux DevTools' `compose`
 * hook when its script runs, after the studio's: the hook hands the store over (and on to DevTools). */
interface DecapState {
  entryDraft: ImmutableValue;
  entries: ImmutableValue;
  collections: ImmutableValue;
}

interface Store {
  getState(): DecapState;
  dispatch(action: { type: string; payload: object }): void;
  subscribe(listener: () => void): () => void;
}

type Enhancer = (next: (...args: unknown[]) => Store) => (...args: unknown[]) => Store;
type Compose = (...enhancers: Enhancer[]) => Enhancer;

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: Compose;
  }
}

let resolveStore: (store: Store) => void = () => undefined;
const captured = new Promise<Store>((resolve) => (resolveStore = resolve));

/** Installs the hook: call before Decap's script runs. */
export function captureDecapStore(): void {
  const devTools = window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  const composeAll: Compose = (...enhancers) =>
    enhancers.reduceRight<Enhancer>(
      (composed, enhancer) => (next) => enhancer(composed(next)),
      (next) => next,
    );
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    (...enhancers) =>
    (next) =>
    (...args) => {
      const store = (devTools ?? composeAll)(...enhancers)(next)(...args);
      resolveStore(store);
      return store;
    };
}

export const decapStore = (): Promise<Store> => captured;

export interface OpenEntry {
  collection: string;
  slug: string;
  path: string;
  data: Record<string, unknown>;
  changed: boolean;
}

export function openEntry(store: Store): OpenEntry | undefined {
  const draft = store.getState().entryDraft;
  const entry = draft.get("entry") as ImmutableValue | undefined;
  const path = entry?.get("path");
  if (!entry || typeof path !== "string" || entry.get("newRecord") !== false) return undefined;
  return {
    collection: entry.get("collection") as string,
    slug: entry.get("slug") as string,
    path,
    data: (entry.get("data") as ImmutableValue).toJS() as Record<string, unknown>,
    changed: draft.get("hasChanged") === true,
  };
}

function entryConfig(store: Store, collection: string, slug: string): ImmutableValue | undefined {
  const config = store.getState().collections.get(collection) as ImmutableValue | undefined;
  const files = config?.get("files") as
    { find(test: (file: ImmutableValue) => boolean): unknown } | undefined;
  return files ? (files.find((file) => file.get("name") === slug) as ImmutableValue | undefined) : config;
}

export function fieldsOf(store: Store, collection: string, slug: string): FieldShape[] {
  const fields = entryConfig(store, collection, slug)?.get("fields") as ImmutableValue | undefined;
  return (fields?.toJS() ?? []) as FieldShape[];
}

/** An entry's data from its file's text, read as the collection's format reads it (register-studio.ts). */
export function dataOfText(store: Store, collection: string, text: string): Record<string, unknown> {
  const format = (store.getState().collections.get(collection) as ImmutableValue | undefined)?.get("format");
  return format === "content-yaml" ? readContentFile(text) : ((parse(text) ?? {}) as Record<string, unknown>);
}

interface FieldConfig extends ImmutableValue {
  clear(): FieldConfig;
  set(key: string, value: unknown): FieldConfig;
}

/** Each field (or only those named) changes as if typed, so Decap checks them. `saved`: the form then holds
 * what is saved, as after a publish. */
export function showInForm(
  store: Store,
  data: Record<string, unknown>,
  { saved, only }: { saved: boolean; only?: readonly string[] },
): void {
  const draft = store.getState().entryDraft.get("entry") as ImmutableValue;
  const collection = draft.get("collection") as string;
  const slug = draft.get("slug") as string;
  const entry = { ...(draft.toJS() as Record<string, unknown>), data };
  // Decap's own step when it reads an entry: it keeps it as saved, in its own kind of values.
  store.dispatch({ type: "ENTRY_SUCCESS", payload: { collection, entry } });
  const published = store.getState().entries.getIn(["entities", `${collection}.${slug}`]);
  const configs = entryConfig(store, collection, slug)?.get("fields") as
    | { find(test: (field: FieldConfig) => boolean): FieldConfig | undefined; first(): FieldConfig }
    | undefined;
  if (!configs) return;
  const shown = draft.get("data") as ImmutableValue;
  const names = only ?? [...new Set([...Object.keys(shown.toJS() as object), ...Object.keys(data)])];
  for (const name of names)
    store.dispatch({
      type: "DRAFT_CHANGE_FIELD",
      payload: {
        // A value no field edits (the kept file text) changes as a field of that name would.
        field:
          configs.find((field) => field.get("name") === name) ?? configs.first().clear().set("name", name),
        value: store.getState().entries.getIn(["entities", `${collection}.${slug}`, "data", name]),
        metadata: {},
        entries: [published],
      },
    });
  if (saved)
    store.dispatch({
      type: "ENTRY_PERSIST_SUCCESS",
      payload: { collectionName: collection, entrySlug: slug },
    });
}

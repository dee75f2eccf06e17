import { parse } from "yaml";
import { readContentFile } from "./content-yaml";
import type { ImmutableValue } from "./decap";
import type { FieldShape } from "./field-changes";

/**
 * Decap's Redux store, for what its public API cannot do: load another version of an entry into the
 * form, as Decap does when it opens one. Decap creates its store through Redux DevTools' `compose`
 * hook when its script runs, after the studio's: the hook hands the store over (and on to DevTools).
 */
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

/** The entry open in the editor, once saved: where it is, its collection and what the form holds. */
export interface OpenEntry {
  collection: string;
  slug: string;
  path: string;
  data: Record<string, unknown>;
  /** Whether the form holds changes not saved yet. */
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

/** A collection's configuration, or, for a collection of files, that of the entry's file. */
function entryConfig(store: Store, collection: string, slug: string): ImmutableValue | undefined {
  const config = store.getState().collections.get(collection) as ImmutableValue | undefined;
  const files = config?.get("files") as
    { find(test: (file: ImmutableValue) => boolean): unknown } | undefined;
  return files ? (files.find((file) => file.get("name") === slug) as ImmutableValue | undefined) : config;
}

/** The fields of the entry's form, with their labels. */
export function fieldsOf(store: Store, collection: string, slug: string): FieldShape[] {
  const fields = entryConfig(store, collection, slug)?.get("fields") as ImmutableValue | undefined;
  return (fields?.toJS() ?? []) as FieldShape[];
}

/** An entry's data from its file's text, read as the collection's format reads it (register-studio.ts). */
export function dataOfText(store: Store, collection: string, text: string): Record<string, unknown> {
  const format = (store.getState().collections.get(collection) as ImmutableValue | undefined)?.get("format");
  return format === "content-yaml" ? readContentFile(text) : ((parse(text) ?? {}) as Record<string, unknown>);
}

/**
 * Shows `data` in the form of the open entry. Saved (it is what the file now holds), the form is as
 * Decap leaves it after opening the entry; otherwise the field `changedField` is marked as changed,
 * to be published.
 */
export function showInForm(
  store: Store,
  data: Record<string, unknown>,
  { saved, changedField }: { saved: boolean; changedField?: string },
): void {
  const state = store.getState();
  const current = state.entryDraft.get("entry") as ImmutableValue;
  const entry: Record<string, unknown> = { ...(current.toJS() as Record<string, unknown>), data };
  const collection = entry.collection as string;
  const slug = entry.slug as string;
  if (saved) store.dispatch({ type: "ENTRY_SUCCESS", payload: { collection, entry } });
  store.dispatch({ type: "DRAFT_CREATE_FROM_ENTRY", payload: { entry } });
  if (saved || changedField === undefined) return;
  // Setting the field to the value it now holds makes Decap compare the form with the saved entry.
  const fields = entryConfig(store, collection, slug)?.get("fields") as
    { find(test: (field: ImmutableValue) => boolean): unknown } | undefined;
  const field = fields?.find((candidate) => candidate.get("name") === changedField);
  if (!field) return;
  const published = store.getState().entries.getIn(["entities", `${collection}.${slug}`]);
  store.dispatch({
    type: "DRAFT_CHANGE_FIELD",
    payload: {
      field,
      value: store.getState().entryDraft.getIn(["entry", "data", changedField]),
      metadata: {},
      entries: published ? [published] : [],
    },
  });
}

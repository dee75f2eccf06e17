import { ContentError, type ContentProblem } from "./content-error";

/** What `load` last returned without problems, and the problems of the content as it is now. */
export interface LastGood<T> {
  /** Undefined until the content has once been valid. */
  value: T | undefined;
  problems: readonly ContentProblem[];
}

/**
 * Wraps a loader of checked content so that a content mistake (a bad merge, a hand edit) leaves the
 * last valid content in use, with the mistake reported beside it, instead of failing what reads it.
 * Errors other than content problems are thrown as before.
 */
export function keepLastGood<T>(load: () => T): () => LastGood<T> {
  let lastGood: T | undefined;
  return () => {
    try {
      lastGood = load();
      return { value: lastGood, problems: [] };
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      return { value: lastGood, problems: error.problems };
    }
  };
}

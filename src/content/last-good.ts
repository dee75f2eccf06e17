import { ContentError, type ContentProblem } from "./content-error";

export interface LastGood<T> {
  value: T | undefined;
  problems: readonly ContentProblem[];
}

/** A content mistake (a bad merge, a hand edit) keeps the last valid content in use, reported beside it. */
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

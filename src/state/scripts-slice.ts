import type { StateCreator } from "zustand/vanilla";

/** A third-party script the page should run; `id` makes a second request replace the first. */
export interface ScriptEntry {
  id?: string;
  src: string;
}

export interface ScriptsSlice {
  scripts: ScriptEntry[];
  addScript: (script: ScriptEntry) => void;
  removeScript: (id: string) => void;
}

export const createScriptsSlice: StateCreator<ScriptsSlice> = (set) => ({
  scripts: [],
  addScript: (script) =>
    set((state) => ({
      scripts:
        script.id === undefined
          ? [...state.scripts, script]
          : [...state.scripts.filter((existing) => existing.id !== script.id), script],
    })),
  removeScript: (id) => set((state) => ({ scripts: state.scripts.filter((script) => script.id !== id) })),
});

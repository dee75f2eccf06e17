/** One choice in the quick-search list: where it leads, and what to record when it is chosen. */
export interface QuickSearchOption {
  id: string;
  href: string;
  onChoose?: () => void;
}

export const LISTBOX_ID = "quick-search-listbox";
export const optionId = (kind: string, index: number) => `quick-search-${kind}-${index}`;

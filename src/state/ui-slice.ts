import type { StateCreator } from "zustand/vanilla";

type DrawerIndices = [number | null, number | null];
type SearchType = "product" | "content";

export interface UiSlice {
  searchOpen: boolean;
  navOpen: boolean;
  drawerIndices: DrawerIndices;
  activeSearchType: SearchType;
  hideNoticeBar: boolean;
  /** Opening search closes navigation and its drawers. */
  setSearchOpen: (open: boolean) => void;
  /** Opening navigation closes search. */
  setNavOpen: (open: boolean) => void;
  /** Opening a drawer closes search. */
  setDrawerIndices: (indices: DrawerIndices) => void;
  setActiveSearchType: (type: SearchType) => void;
  setHideNoticeBar: (hide: boolean) => void;
}

export const createUiSlice: StateCreator<UiSlice> = (set) => ({
  searchOpen: false,
  navOpen: false,
  drawerIndices: [null, null],
  activeSearchType: "product",
  hideNoticeBar: false,
  setSearchOpen: (searchOpen) =>
    set(searchOpen ? { searchOpen, navOpen: false, drawerIndices: [null, null] } : { searchOpen }),
  setNavOpen: (navOpen) => set(navOpen ? { navOpen, searchOpen: false } : { navOpen }),
  setDrawerIndices: (drawerIndices) => set({ drawerIndices, searchOpen: false }),
  setActiveSearchType: (activeSearchType) => set({ activeSearchType }),
  setHideNoticeBar: (hideNoticeBar) => set({ hideNoticeBar }),
});

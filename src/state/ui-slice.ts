import type { StateCreator } from "zustand/vanilla";

type DrawerIndices = [number | null, number | null];

export interface UiSlice {
  searchOpen: boolean;
  navOpen: boolean;
  /** Open navigation drawer and sub-drawer. */
  drawerIndices: DrawerIndices;
  hideNoticeBar: boolean;
  activeSearchType: "product" | "content";
  /** Opening search closes navigation and its drawers. */
  setSearchOpen: (open: boolean) => void;
  /** Opening navigation closes search. */
  setNavOpen: (open: boolean) => void;
  /** Opening a drawer closes search. */
  setDrawerIndices: (indices: DrawerIndices) => void;
  setHideNoticeBar: (hide: boolean) => void;
  setActiveSearchType: (type: "product" | "content") => void;
}

export const createUiSlice: StateCreator<UiSlice> = (set) => ({
  searchOpen: false,
  navOpen: false,
  drawerIndices: [null, null],
  hideNoticeBar: false,
  activeSearchType: "product",
  setSearchOpen: (searchOpen) =>
    set(searchOpen ? { searchOpen, navOpen: false, drawerIndices: [null, null] } : { searchOpen }),
  setNavOpen: (navOpen) => set(navOpen ? { navOpen, searchOpen: false } : { navOpen }),
  setDrawerIndices: (drawerIndices) => set({ drawerIndices, searchOpen: false }),
  setHideNoticeBar: (hideNoticeBar) => set({ hideNoticeBar }),
  setActiveSearchType: (activeSearchType) => set({ activeSearchType }),
});

export interface VisitorActivity {
  typing: boolean;
  searchOpen: boolean;
  navigationOpen: boolean;
  disclosureOpen: boolean;
  dialogOpen: boolean;
  focusHeld: boolean;
}

export const bannerMayOpen = (activity: VisitorActivity): boolean =>
  !(
    activity.typing ||
    activity.searchOpen ||
    activity.navigationOpen ||
    activity.disclosureOpen ||
    activity.dialogOpen
  );

/** When it may not, it announces itself and waits, first in the tab order. */
export const bannerMayTakeFocus = (activity: VisitorActivity): boolean =>
  bannerMayOpen(activity) && !activity.focusHeld;

/** The element the banner lives in: the first of the page, so that it comes first in the tab order. */
export const CONSENT_ROOT_ID = "consent-root";

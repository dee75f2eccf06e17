/** What the visitor is doing, as far as the consent banner is concerned. */
export interface VisitorActivity {
  /** A field (search, checkout) has the focus. */
  typing: boolean;
  searchOpen: boolean;
  navigationOpen: boolean;
  /** Something else the visitor opened is showing: a drawer of the navigation, a list of filters. */
  disclosureOpen: boolean;
  /** Another dialog of the page is open. */
  dialogOpen: boolean;
  /** Something other than the page itself or the banner has the focus: a link, a button. */
  focusHeld: boolean;
}

/** The banner opens only when the visitor is not in the middle of something. */
export const bannerMayOpen = (activity: VisitorActivity): boolean =>
  !(
    activity.typing ||
    activity.searchOpen ||
    activity.navigationOpen ||
    activity.disclosureOpen ||
    activity.dialogOpen
  );

/**
 * It takes the focus only when nothing else holds it; otherwise it announces itself and waits, first
 * in the tab order, for the visitor to come to it.
 */
export const bannerMayTakeFocus = (activity: VisitorActivity): boolean =>
  bannerMayOpen(activity) && !activity.focusHeld;

/** The element the banner lives in: the first of the page, so that it comes first in the tab order. */
export const CONSENT_ROOT_ID = "consent-root";

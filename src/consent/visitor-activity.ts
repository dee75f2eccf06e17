import { CONSENT_ROOT_ID, type VisitorActivity } from "./banner-rules";

const FIELD = "input, textarea, select, [contenteditable]";
const DIALOG = 'dialog[open], [role="dialog"][aria-modal="true"]';
const OPENED = '[aria-expanded="true"][aria-controls]';

/** The storefront state that says what is open. */
export interface OpenPanels {
  searchOpen: boolean;
  navOpen: boolean;
}

const shown = (element: Element | null): boolean =>
  !!element && (element.checkVisibility?.() ?? element.getClientRects().length > 0);

/**
 * What the visitor is doing now: the storefront's open search and navigation, and the page's focus,
 * dialogs and opened disclosures. A disclosure counts only while what it controls shows: a drawer of a
 * closed phone navigation stays expanded in the state but is not on screen.
 */
export function visitorActivity(
  { searchOpen, navOpen }: OpenPanels,
  doc: Document = document,
): VisitorActivity {
  const banner = doc.getElementById(CONSENT_ROOT_ID);
  const focused = doc.activeElement;
  const elsewhere = (element: Element) => !banner?.contains(element);
  return {
    typing: !!focused && elsewhere(focused) && focused.matches(FIELD),
    searchOpen,
    navigationOpen: navOpen,
    disclosureOpen: [...doc.querySelectorAll(OPENED)].some(
      (toggle) => elsewhere(toggle) && shown(doc.getElementById(toggle.getAttribute("aria-controls") ?? "")),
    ),
    dialogOpen: [...doc.querySelectorAll(DIALOG)].some(elsewhere),
    focusHeld: !!focused && focused !== doc.body && focused !== doc.documentElement && elsewhere(focused),
  };
}

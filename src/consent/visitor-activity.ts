import { CONSENT_ROOT_ID, type VisitorActivity } from "./banner-rules";

const FIELD = "input, textarea, select, [contenteditable]";
const DIALOG = 'dialog[open], [role="dialog"][aria-modal="true"]';
const OPENED = '[aria-expanded="true"][aria-controls]';

export interface OpenPanels {
  searchOpen: boolean;
  navOpen: boolean;
}

const shown = (element: Element | null): boolean =>
  !!element && (element.checkVisibility?.() ?? element.getClientRects().length > 0);

/** A disclosure counts only while shown: a closed phone navigation's drawer stays expanded in state. */
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

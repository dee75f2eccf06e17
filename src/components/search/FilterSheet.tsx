import React, { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/hooks";
import * as catalogue from "../catalogue/catalogue.module.css";
import * as layout from "../layout/layout.module.css";
import * as styles from "./filter-sheet.module.css";

/** The widest screen that shows the filters as a sheet: as in filter-sheet.module.css. */
const PHONE_MAX_WIDTH = "55.99rem";

interface Props {
  count: number;
  /** The number of results for the chosen filters, on the sheet's closing button; unknown while counting. */
  total: number | undefined;
  /** Open from the start (on a phone only: wider screens show the filters anyway). */
  initiallyOpen?: boolean;
  children: ReactNode;
}

/** On a phone, a modal sheet: the native dialog keeps focus inside, closes on Escape and hands focus back. */
export function FilterSheet({ count, total, initiallyOpen = false, children }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(
    () => initiallyOpen && window.matchMedia(`(max-width: ${PHONE_MAX_WIDTH})`).matches,
  );
  const dialog = useRef<HTMLDialogElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const asideTitle = useId();
  const sheetTitle = useId();
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  const close = () => dialog.current?.close();
  return (
    <div>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {count ? t("search.filtersActive", { count }) : t("category.filters")}
      </button>
      <aside className={`${catalogue.filters} ${styles.aside}`} aria-labelledby={asideTitle}>
        <h2 id={asideTitle}>{t("category.filters")}</h2>
        {/* One copy of the inputs at a time: the sheet's while it is open. */}
        {!open && children}
      </aside>
      {open && (
        <dialog
          ref={dialog}
          className={styles.sheet}
          aria-labelledby={sheetTitle}
          onClose={() => {
            setOpen(false);
            toggle.current?.focus();
          }}
          // A tap on the backdrop (the dialog itself, outside its content) closes it.
          onClick={(event) => event.target === event.currentTarget && close()}
        >
          <div className={styles.header}>
            <h2 id={sheetTitle}>{t("category.filters")}</h2>
            <button type="button" className={layout.linkButton} onClick={close}>
              {t("search.closeFilters")}
            </button>
          </div>
          <div className={`${catalogue.filters} ${styles.body}`}>{children}</div>
          <div className={styles.footer}>
            <button type="button" className={layout.primaryButton} onClick={close}>
              {total === undefined
                ? t("search.showResultsCounting")
                : t("search.showResults", { count: total })}
            </button>
          </div>
        </dialog>
      )}
    </div>
  );
}

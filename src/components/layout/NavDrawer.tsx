import React from "react";
import { useTranslation } from "../../i18n/hooks";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { useStorefront } from "../../state/use-storefront";
import { NAVIGATION } from "./navigation";
import * as styles from "./layout.module.css";

/** Sections open a drawer of links; `drawerIndices[0]` is the open section. */
export function NavDrawer() {
  const { t } = useTranslation();
  const navOpen = useStorefront((s) => s.navOpen);
  const [openSection] = useStorefront((s) => s.drawerIndices);
  const setDrawerIndices = useStorefront((s) => s.setDrawerIndices);
  const setNavOpen = useStorefront((s) => s.setNavOpen);
  const close = () => {
    setDrawerIndices([null, null]);
    setNavOpen(false);
  };

  return (
    <nav
      id="main-navigation"
      aria-label={t("header.mainNavigation")}
      className={navOpen ? `${styles.nav} ${styles.navOpen}` : styles.nav}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        // The focus goes back to what opened the menu: the menu button on a phone, else the section's.
        const opener = navOpen
          ? document.querySelector('[aria-controls="main-navigation"]')
          : openSection !== null &&
            event.currentTarget.querySelector(`[aria-controls="drawer-${NAVIGATION[openSection]?.label}"]`);
        close();
        if (opener instanceof HTMLElement) opener.focus();
      }}
    >
      <ul className={styles.navSections}>
        {NAVIGATION.map((section, index) => {
          const open = openSection === index;
          const label = t(`nav.${section.label}`);
          return (
            <li key={section.label} className={styles.navSection}>
              <button
                type="button"
                className={styles.navSectionButton}
                aria-expanded={open}
                aria-controls={`drawer-${section.label}`}
                onClick={() => setDrawerIndices(open ? [null, null] : [index, null])}
              >
                {label}
              </button>
              {open && (
                <ul id={`drawer-${section.label}`} className={styles.drawer}>
                  {section.links.map((link) => (
                    <li key={link.to}>
                      <LocalizedLink to={link.to} onClick={close}>
                        {t(`nav.${link.label}`)}
                      </LocalizedLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
        <li className={styles.navSection}>
          <LocalizedLink to="/stores/" className={styles.navSectionButton} onClick={close}>
            {t("nav.stores")}
          </LocalizedLink>
        </li>
      </ul>
    </nav>
  );
}

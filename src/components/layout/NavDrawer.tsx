import React from "react";
import { useTranslation } from "../../i18n/hooks";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { useStorefront } from "../../state/use-storefront";
import { useMainMenu } from "./use-main-menu";
import * as styles from "./layout.module.css";

/** Sections open a drawer of links; `drawerIndices[0]` is the open section. */
export function NavDrawer() {
  const { t } = useTranslation();
  const menu = useMainMenu();
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
            event.currentTarget.querySelector(`[aria-controls="drawer-${openSection}"]`);
        close();
        if (opener instanceof HTMLElement) opener.focus();
      }}
    >
      <ul className={styles.navSections}>
        {menu.map((section, index) => {
          const open = openSection === index;
          return (
            <li key={section.label} className={styles.navSection}>
              <button
                type="button"
                className={styles.navSectionButton}
                aria-expanded={open}
                aria-controls={`drawer-${index}`}
                onClick={() => setDrawerIndices(open ? [null, null] : [index, null])}
              >
                {section.label}
              </button>
              {open && (
                <ul id={`drawer-${index}`} className={styles.drawer}>
                  {section.links.map((link) => (
                    <li key={link.to}>
                      <LocalizedLink to={link.to} onClick={close}>
                        {link.label}
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

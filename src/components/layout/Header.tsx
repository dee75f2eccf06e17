import React, { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "../../i18n/hooks";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { useCart } from "../../commerce/commerce";
import { useCartReady } from "../../cart/use-cart-ready";
import { afterLoadWhenIdle } from "../../page-start/deferred-start";
import { useStorefront } from "../../state/use-storefront";
import { Icon } from "./Icon";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { NavDrawer } from "../later-parts";
import * as styles from "./layout.module.css";

/** The search panel's code loads when the browser is idle after the page, or on the way to the button. */
const loadSearchPanel = () => import("./SearchPanel");
const SearchPanel = lazy(() => loadSearchPanel().then(({ SearchPanel }) => ({ default: SearchPanel })));
const prefetchSearchPanel = () => void loadSearchPanel();

export function Header() {
  const { t } = useTranslation();
  const navOpen = useStorefront((s) => s.navOpen);
  const searchOpen = useStorefront((s) => s.searchOpen);
  const setNavOpen = useStorefront((s) => s.setNavOpen);
  const setSearchOpen = useStorefront((s) => s.setSearchOpen);
  const cartReady = useCartReady(useCart);
  const itemCount = useCart((state) => state.lines.reduce((sum, line) => sum + line.quantity, 0));
  useEffect(() => afterLoadWhenIdle(prefetchSearchPanel), []);

  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        <button
          type="button"
          className={styles.iconButton}
          aria-expanded={navOpen}
          aria-controls="main-navigation"
          onClick={() => setNavOpen(!navOpen)}
        >
          <Icon name={navOpen ? "close" : "menu"} />
          <span className={styles.visuallyHidden}>{t(navOpen ? "header.closeMenu" : "header.openMenu")}</span>
        </button>
        <LocalizedLink to="/" className={styles.logo} aria-label={t("header.home")}>
          babyshop
        </LocalizedLink>
        <div className={styles.headerTools}>
          <button
            type="button"
            className={styles.iconButton}
            aria-expanded={searchOpen}
            aria-controls="site-search"
            onPointerEnter={prefetchSearchPanel}
            onFocus={prefetchSearchPanel}
            onClick={() => setSearchOpen(!searchOpen)}
          >
            <Icon name="search" />
            <span className={styles.visuallyHidden}>
              {t(searchOpen ? "header.closeSearch" : "header.openSearch")}
            </span>
          </button>
          <LanguageSwitcher />
          <LocalizedLink to="/cart/" className={styles.iconButton}>
            <Icon name="cart" />
            <span className={styles.visuallyHidden}>{t("header.cart")}</span>
            {cartReady && itemCount > 0 && (
              <span className={styles.cartCount}>
                {itemCount}
                <span className={styles.visuallyHidden}> {t("cart.items", { count: itemCount })}</span>
              </span>
            )}
          </LocalizedLink>
        </div>
      </div>
      <NavDrawer />
      {searchOpen && (
        <Suspense fallback={null}>
          <SearchPanel />
        </Suspense>
      )}
    </header>
  );
}

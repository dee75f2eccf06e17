// @vitest-environment jsdom
import React, { Suspense } from "react";
import i18next from "i18next";
import { I18nextProvider } from "react-i18next";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTranslation } from "../../src/i18n/hooks";
import { useLazyTexts } from "../../src/i18n/use-lazy-texts";
import type { Namespace } from "../../src/i18n/namespaces";
import { namespaceTexts } from "./support/locale-texts";

/** An i18n instance as the i18n plugin makes one from a page's data: the first namespace the default. */
function pageInstance(language: string, namespaces: Namespace[]) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: Object.fromEntries(namespaces.map((ns) => [ns, namespaceTexts(language, ns)])) },
    defaultNS: namespaces[0],
    fallbackNS: namespaces.slice(1),
    keySeparator: ".",
    nsSeparator: false,
  });
  return instance;
}

/** A part like the added-to-cart drawer: its own texts, the totals' and the layout's. */
function Drawer() {
  useLazyTexts(["mini-cart", "totals"]);
  const { t } = useTranslation();
  return <p>{[t("addedToCart.viewCart"), t("cart.subtotal"), t("header.cart")].join(" | ")}</p>;
}

const shown = (instance: ReturnType<typeof pageInstance>) =>
  render(
    <I18nextProvider i18n={instance}>
      <Suspense fallback="loading">
        <Drawer />
      </Suspense>
    </I18nextProvider>,
  );

afterEach(cleanup);

describe("useLazyTexts", () => {
  it("loads the namespaces a page's data lacks, in the page's language, before the part shows", async () => {
    shown(pageInstance("nl-NL", ["layout", "home"]));
    expect(screen.getByText("loading")).toBeTruthy();
    expect(await screen.findByText("Bekijk winkelwagen | Subtotaal | Winkelwagen")).toBeTruthy();
  });

  it("adds them again to the new instance the i18n plugin makes when the page renders again", async () => {
    shown(pageInstance("en-US", ["layout", "cards"]));
    await screen.findByText("View cart | Subtotal | Cart");
    cleanup();
    shown(pageInstance("en-US", ["layout", "cards"]));
    // Loaded once: the texts are there at once.
    expect(screen.getByText("View cart | Subtotal | Cart")).toBeTruthy();
  });

  it("adds nothing on a page whose data brought the namespaces", () => {
    const instance = pageInstance("en-US", ["layout", "cart", "mini-cart", "totals"]);
    const add = vi.spyOn(instance, "addResourceBundle");
    shown(instance);
    expect(screen.getByText("View cart | Subtotal | Cart")).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
  });
});

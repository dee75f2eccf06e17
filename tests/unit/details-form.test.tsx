// @vitest-environment jsdom
import React from "react";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import texts from "../../locales/en-US/checkout.json";
import type { ShippingOption } from "../../src/checkout/shipping";
import { buildRuntimeSettings } from "../../src/build/build-runtime-settings";
import { DUTCH_FORM } from "./support/checkout-form";
import { DUTCH_SHOP } from "./support/dutch-shop";
import { EnglishPage, loadEnglishTexts } from "./support/english-page";

// The build compiles the runtime settings in; here the form reads it from the global.
vi.stubGlobal("__RUNTIME_SETTINGS__", buildRuntimeSettings(DUTCH_SHOP, {}));

const { checks } = vi.hoisted(() => ({ checks: { unreachable: false } }));
// The form's checks load on demand; `unreachable` is a connection that drops before they arrive.
vi.mock("../../src/components/checkout/load-later-steps", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/components/checkout/load-later-steps")>();
  return { ...real, loadChecks: () => (checks.unreachable ? Promise.resolve(null) : real.loadChecks()) };
});

const { DetailsForm } = await import("../../src/components/checkout/DetailsForm");
const { useCheckoutDraft } = await import("../../src/checkout/draft-state");

const STANDARD: ShippingOption = {
  id: "standard",
  name: "Standard",
  delivery: "2 to 3 working days",
  price: 4.95,
  freeFrom: 50,
};

/** The details step of a cart worth `subtotal`, ready for the shopper. */
function detailsStep(subtotal = 20) {
  const onComplete = vi.fn();
  render(
    <EnglishPage originalPath="/checkout/">
      <DetailsForm
        shipping={[STANDARD]}
        countryNames={{ NL: "Netherlands", BE: "Belgium" }}
        shipsTo="Netherlands and Belgium"
        subtotal={subtotal}
        ready
        validation={{ allowedCountries: ["NL", "BE"], shippingMethods: ["standard"] }}
        onComplete={onComplete}
      />
    </EnglishPage>,
  );
  return { onComplete };
}

/** The fields the shopper types or picks from a list, each labelled by its own text. */
const TYPED = ["email", "firstName", "lastName", "address", "postcode", "city", "country"] as const;

/** Types the Dutch shopper's details into the form, as they would, field by field. */
function fillIn() {
  for (const field of TYPED)
    fireEvent.change(screen.getByLabelText(texts.checkout[field]), { target: { value: DUTCH_FORM[field] } });
  fireEvent.click(screen.getByRole("radio", { name: /Standard/ }));
  fireEvent.click(screen.getByRole("radio", { name: "iDEAL" }));
}

const send = () => fireEvent.click(screen.getByRole("button", { name: "Check your order" }));

beforeAll(loadEnglishTexts);
// The page loads the checks once it is idle, before a shopper can send; here before the first test, so
// that none waits on the chunk's first import (over a second on a busy machine).
beforeAll(() => import("../../src/components/checkout/later-steps"));
afterEach(() => {
  cleanup();
  useCheckoutDraft.getState().reset();
  sessionStorage.clear();
  checks.unreachable = false;
});

describe("the checkout's details form", () => {
  it("says under the country where the shop delivers", () => {
    detailsStep();
    const country = screen.getByRole("combobox", { name: texts.checkout.country });
    expect(country.closest("[data-field]")?.nextElementSibling?.textContent).toBe(
      "This shop delivers to: Netherlands and Belgium.",
    );
  });

  it("sent empty, lists what needs attention at the top and beside each field, and goes nowhere", async () => {
    const { onComplete } = detailsStep();
    send();
    await vi.waitFor(() =>
      expect(screen.getByLabelText("Email address")).toHaveProperty("ariaInvalid", "true"),
    );
    // With the fields' messages, not after them.
    const summary = screen.getByRole("alert", { name: "9 fields need your attention" });
    expect(within(summary).getByRole("link", { name: /Email address/ })).toBeTruthy();
    expect(screen.getByLabelText("Email address").getAttribute("aria-describedby")).toBe(
      "checkout-email-error",
    );
    expect(document.getElementById("checkout-email-error")?.textContent).toBe("Please fill in this field.");
    expect(screen.getByRole("group", { name: "Payment method" }).textContent).toContain("Please choose one.");
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("filled in, goes on to the review with the details in the draft", async () => {
    const { onComplete } = detailsStep();
    fillIn();
    send();
    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledOnce());
    expect(useCheckoutDraft.getState().form).toMatchObject({ ...DUTCH_FORM, phone: "" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("clears a field's message as it is corrected, and keeps the summary until the next send", async () => {
    detailsStep();
    fillIn();
    fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "anna@" } });
    send();
    expect(await screen.findByRole("alert", { name: "1 field needs your attention" })).toBeTruthy();
    expect(document.getElementById("checkout-email-error")?.textContent).toBe(
      "Enter a valid email address, like name@example.com.",
    );
    fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "anna@mail.example" } });
    expect(document.getElementById("checkout-email-error")).toBeNull();
    expect(screen.getByRole("alert", { name: "1 field needs your attention" })).toBeTruthy();
  });

  it("shows a field the shop refused at the order with the reason on it, and keeps it there until it changes", async () => {
    const { onComplete } = detailsStep();
    fillIn();
    // The shop's own check, when the order was placed: this postcode is not one it delivers to.
    useCheckoutDraft.getState().refuse({ field: "postcode", problem: "postcode" });
    const reason = () => document.getElementById("checkout-postcode-error")?.textContent;
    await vi.waitFor(() => expect(reason()).toBe(texts.checkout.errors.postcode));
    expect(screen.getByLabelText(texts.checkout.postcode)).toHaveProperty("ariaInvalid", "true");
    send();
    expect(await screen.findByRole("alert", { name: "1 field needs your attention" })).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(texts.checkout.postcode), { target: { value: "1012 AB" } });
    expect(reason()).toBeUndefined();
    send();
    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledOnce());
  });

  it("says so when its checks cannot load, and keeps everything typed", async () => {
    const { onComplete } = detailsStep();
    fillIn();
    checks.unreachable = true;
    send();
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "Something went wrong while loading. Check your connection and try again.",
    );
    expect(onComplete).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Street and number")).toHaveProperty("value", DUTCH_FORM.address);
  });

  it("prices shipping for the cart: free from its threshold, and from when it would be free below it", () => {
    detailsStep(20);
    expect(screen.getByRole("radio", { name: /Standard/ }).closest("label")?.textContent).toBe(
      "Standard · 2 to 3 working days€4.95 (free from €50.00)",
    );
    cleanup();
    detailsStep(50);
    expect(screen.getByRole("radio", { name: /Standard/ }).closest("label")?.textContent).toBe(
      "Standard · 2 to 3 working daysFree",
    );
  });
});

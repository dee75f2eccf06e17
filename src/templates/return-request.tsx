import React, { useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { graphql } from "gatsby";
import { useTranslation } from "../i18n/hooks";
import { loadCommerce } from "../commerce/commerce";
import { useReturnDraft } from "../checkout/use-return-draft";
import {
  lookupFieldErrors,
  RETURN_REASONS,
  returnRequest,
  type OrderLookup,
  type ReturnReason,
  type ReturnReceipt,
} from "../checkout/return-request";
import { Field } from "../components/checkout/Field";
import { ContinueShoppingLink } from "../components/layout/ContinueShoppingLink";
import { Layout } from "../components/layout/Layout";
import { pageHead } from "../components/seo/page-head";
import * as layout from "../components/layout/layout.module.css";
import * as styles from "../components/checkout/checkout.module.css";

type Found = Extract<OrderLookup, { status: "found" }>;
type FieldErrors = { orderNumber?: string; email?: string };

/**
 * Shows what `update` changes at once, then moves the focus to the first field with an error: the
 * answer may come after a chunk or the platform's reply, and the focus must not land before the field
 * says what is wrong.
 */
function showAndFocusFirstError(update: () => void, form: HTMLFormElement | null) {
  flushSync(update);
  form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
}

/**
 * The return request: the order number and email address, then the order's items with a reason each,
 * sent to the commerce platform, then its confirmation. What the shopper types stays through mistakes,
 * a step back and a reload.
 */
export default function ReturnRequestPage() {
  const { t } = useTranslation();
  const draft = useReturnDraft();
  const [ready, setReady] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [found, setFound] = useState<Found | null>(null);
  const [itemsError, setItemsError] = useState(false);
  const [sendFailed, setSendFailed] = useState(false);
  const [lookupFailed, setLookupFailed] = useState(false);
  const [receipt, setReceipt] = useState<(ReturnReceipt & { items: Found["items"] }) | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // What was typed before the page's code ran (a slow phone) stays, over what was saved: as at checkout.
    const typed = (name: string) =>
      (form.current?.elements.namedItem(name) as HTMLInputElement | null)?.value.trim() ?? "";
    const early = { orderNumber: typed("orderNumber"), email: typed("email") };
    void Promise.resolve(useReturnDraft.persist.rehydrate()).then(() => {
      useReturnDraft.getState().set(Object.fromEntries(Object.entries(early).filter(([, value]) => value)));
      setReady(true);
    });
  }, []);

  const lookupField = (name: keyof FieldErrors) => ({
    name,
    value: draft[name],
    error: errors[name],
    onChange: (value: string) => draft.set({ [name]: value }),
  });

  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    const problems = lookupFieldErrors(draft.orderNumber, draft.email);
    const next: FieldErrors = {
      ...(problems.orderNumber && { orderNumber: t("returnRequest.numberRequired") }),
      ...(problems.email && { email: t("returnRequest.emailRequired") }),
    };
    if (!next.orderNumber && !next.email) {
      const answer = await loadCommerce()
        .then((commerce) => commerce.findOrderForReturn(draft.orderNumber, draft.email))
        .catch(() => null);
      // The platform did not answer: said above the button, with everything typed kept.
      setLookupFailed(!answer);
      if (!answer) return;
      if (answer.status === "found") {
        flushSync(() => {
          setErrors({});
          setFound(answer);
        });
        heading.current?.focus();
        return;
      }
      const number = draft.orderNumber.trim();
      if (answer.status === "unknown-order") next.orderNumber = t("returnRequest.unknownOrder", { number });
      else next.email = t("returnRequest.wrongEmail", { number });
    }
    showAndFocusFirstError(() => setErrors(next), form.current);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!found) return;
    const request = returnRequest(found, draft.email, draft.reasons);
    if (!request) return showAndFocusFirstError(() => setItemsError(true), form.current);
    setItemsError(false);
    try {
      const answer = await (await loadCommerce()).requestReturn(request);
      setReceipt({ ...answer, items: found.items.filter((item) => draft.reasons[item.sku]) });
      draft.reset();
    } catch {
      setSendFailed(true);
    }
  };

  if (receipt) {
    return (
      <Layout>
        <h1>{t("returnRequest.done")}</h1>
        <p>{t("returnRequest.doneText", { number: receipt.returnNumber })}</p>
        <ul>
          {receipt.items.map((item) => (
            <li key={item.sku}>
              {item.quantity} × {item.name}, {item.colour}
            </li>
          ))}
        </ul>
        <ContinueShoppingLink>{t("order.continue")}</ContinueShoppingLink>
      </Layout>
    );
  }

  return (
    <Layout>
      <h1>{t("returnRequest.title")}</h1>
      {!found ? (
        // Each view its own form: a button reused across them would change its type under a click.
        <form key="lookup" ref={form} className={styles.form} onSubmit={lookUp} noValidate>
          <p>{t("returnRequest.intro")}</p>
          <Field
            id="return-order-number"
            label={t("returnRequest.orderNumber")}
            {...lookupField("orderNumber")}
          />
          <Field
            id="return-email"
            type="email"
            autoComplete="email"
            label={t("returnRequest.email")}
            {...lookupField("email")}
          />
          {lookupFailed && <p role="alert">{t("returnRequest.lookupFailed")}</p>}
          <button type="submit" className={layout.primaryButton} disabled={!ready}>
            {t("returnRequest.findOrder")}
          </button>
        </form>
      ) : (
        <form key="items" ref={form} className={styles.form} onSubmit={send} noValidate>
          <h2 ref={heading} tabIndex={-1}>
            {t("returnRequest.items", { number: found.orderNumber })}
          </h2>
          <p>{t("returnRequest.itemsIntro")}</p>
          {found.items.map((item) => (
            <Field
              key={item.sku}
              id={`return-${item.sku}`}
              name={item.sku}
              label={t("returnRequest.reasonFor", {
                item: `${item.quantity} × ${item.name}, ${item.colour}`,
              })}
              value={draft.reasons[item.sku] ?? ""}
              error={itemsError ? t("returnRequest.chooseItem") : undefined}
              onChange={(reason) =>
                draft.set({ reasons: { ...draft.reasons, [item.sku]: reason as ReturnReason | "" } })
              }
            >
              <option value="">{t("returnRequest.keep")}</option>
              {RETURN_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`returnRequest.reasons.${reason}`)}
                </option>
              ))}
            </Field>
          ))}
          {sendFailed && <p role="alert">{t("returnRequest.sendFailed")}</p>}
          <button type="button" className={layout.linkButton} onClick={() => setFound(null)}>
            {t("returnRequest.back")}
          </button>{" "}
          <button type="submit" className={layout.primaryButton}>
            {t("returnRequest.send")}
          </button>
        </form>
      )}
    </Layout>
  );
}

export const Head = pageHead((_, t) => ({ title: t("returnRequest.title") }));

export const query = graphql`
  query ReturnRequestPage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`;

import React, { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/hooks";
import { loadCommerce } from "../../commerce/commerce";
import { emailFits } from "../../checkout/email-rule";
import { Field } from "../checkout/Field";
import * as layout from "../layout/layout.module.css";
import * as checkout from "../checkout/checkout.module.css";
import * as styles from "./product.module.css";

type State = "editing" | "invalid" | "sending" | "failed" | "sent";

/**
 * Loaded when a shopper asks to hear when a sold-out colour is back: an email address, sent through
 * the commerce platform. An address the checkout would refuse is refused here; a failure says so and
 * keeps the address for another try.
 */
export default function BackInStockForm({ sku, colour }: { sku: string; colour: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [state, setState] = useState<State>("editing");
  const form = useRef<HTMLFormElement>(null);
  const answer = useRef<HTMLParagraphElement>(null);

  useEffect(() => form.current?.querySelector("input")?.focus(), []);
  useEffect(() => {
    if (state === "sent") answer.current?.focus();
  }, [state]);

  if (state === "sent") {
    return (
      <p ref={answer} tabIndex={-1} role="status" className={styles.notifyAnswer}>
        {t("product.notifySent", { email, colour })}
      </p>
    );
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    // The checkout's own rule: an address it would refuse is refused here too.
    if (!emailFits(address)) {
      setState("invalid");
      form.current?.querySelector("input")?.focus();
      return;
    }
    setState("sending");
    loadCommerce()
      .then((commerce) => commerce.requestBackInStock({ sku, email: address }))
      .then(
        () => setState("sent"),
        () => setState("failed"),
      );
  };

  return (
    <form ref={form} className={styles.notify} onSubmit={onSubmit} noValidate>
      <p>{t("product.notifyIntro", { colour })}</p>
      <Field
        id="back-in-stock-email"
        name="email"
        type="email"
        autoComplete="email"
        label={t("product.notifyEmail")}
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (state === "invalid") setState("editing");
        }}
        error={state === "invalid" ? t("product.notifyInvalid") : undefined}
      />
      {state === "failed" && (
        <p role="alert" className={checkout.error}>
          {t("product.notifyFailed")}
        </p>
      )}
      <button type="submit" className={layout.primaryButton} disabled={state === "sending"}>
        {state === "sending" ? t("product.notifySending") : t("product.notifySubmit")}
      </button>
    </form>
  );
}

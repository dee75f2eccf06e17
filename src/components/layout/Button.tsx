import React, { type ButtonHTMLAttributes, type ComponentProps } from "react";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import * as styles from "./layout.module.css";

interface Look {
  /** `link`: an action beside the main one, which reads as a link. */
  look?: "link";
  /** The caller's own class, after the look's. */
  className?: string;
}

const classOf = ({ look, className }: Look) =>
  `${look ? styles.linkButton : styles.primaryButton}${className ? ` ${className}` : ""}`;

/** The shop's button: its main action on a page or in a panel, or with `look="link"` a lesser one. */
export const Button = ({
  type,
  look,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & Look & { type: "button" | "submit" }) => (
  <button type={type} className={classOf({ look, className })} {...props} />
);

/** A link to a page of the site that looks like the main button: to checkout, back to the shop. */
export const ButtonLink = ({ to, className, ...props }: ComponentProps<typeof LocalizedLink>) => (
  <LocalizedLink to={to} className={classOf({ className })} {...props} />
);

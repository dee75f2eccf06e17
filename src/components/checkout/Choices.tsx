import React, { type ReactNode } from "react";
import { fieldId, type CheckoutField } from "../../checkout/checkout-form";
import * as styles from "./checkout.module.css";

interface ChoicesProps {
  name: CheckoutField;
  legend: string;
  /** Each option's value and its label. */
  options: [string, ReactNode][];
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** What the group says besides its options, after them. */
  note?: string;
}

/** A choice of one option, as radio buttons, with its error message or note describing the group. */
export function Choices({ name, legend, options, value, error, onChange, note }: ChoicesProps) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : note && `${name}-note`}>
      <legend>{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option} className={styles.option}>
          <input
            type="radio"
            name={name}
            id={fieldId(name, option)}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          <span>{label}</span>
        </label>
      ))}
      {error && (
        <p id={`${name}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {note && (
        <p id={`${name}-note`} className={styles.note}>
          {note}
        </p>
      )}
    </fieldset>
  );
}

import React, { type ReactNode } from "react";
import * as styles from "./checkout.module.css";

interface FieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  /** Options make it a select. */
  children?: ReactNode;
}

/** A labelled input or select with its error message right under it, announced with the field. */
export function Field({
  id,
  name,
  label,
  value,
  error,
  onChange,
  type = "text",
  autoComplete,
  children,
}: FieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: styles.input,
  };
  return (
    <div className={styles.field} data-field>
      <label htmlFor={id}>{label}</label>
      {children ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          {children}
        </select>
      ) : (
        <input {...common} type={type} maxLength={100} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

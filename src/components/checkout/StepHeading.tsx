import React, { useEffect, useRef, type ReactNode } from "react";
import * as styles from "./checkout.module.css";

/** A later step's heading: it takes the focus when the step opens, so that the step is read out. */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 id="checkout-step" ref={ref} tabIndex={-1} className={styles.step}>
      {children}
    </h2>
  );
}

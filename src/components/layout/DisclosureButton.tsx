import React, { type ComponentPropsWithoutRef } from "react";

type ButtonProps = Omit<
  ComponentPropsWithoutRef<"button">,
  "type" | "onClick" | "aria-expanded" | "aria-controls"
>;

interface DisclosureButtonProps extends ButtonProps {
  open: boolean;
  /** The id of what the button shows and hides. */
  controls: string;
  onOpenChange: (open: boolean) => void;
}

/** A button that shows and hides a part of the page, and tells assistive technology which it is. */
export function DisclosureButton({ open, controls, onOpenChange, ...button }: DisclosureButtonProps) {
  return (
    <button
      type="button"
      {...button}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onOpenChange(!open)}
    />
  );
}

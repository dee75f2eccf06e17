/** Focuses a form control and brings its field (label and error included) into view. */
export function focusControl(id: string): void {
  const control = document.getElementById(id);
  if (!control) return;
  control.focus({ preventScroll: true });
  (control.closest("[data-field]") ?? control).scrollIntoView({ block: "center" });
}

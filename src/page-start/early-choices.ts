/**
 * Tells React of the lists (quantity, sort, price, country…), checkboxes (filters) and radio buttons
 * (colour, size, shipping) that the shopper changed before the page's code ran, as on a slow phone: the
 * browser showed the choice at once, but React hydrated them with what it rendered (marked `selected`
 * or `checked` in the page) and would put that back at its next render. Called as React's first commit
 * of the page ends, before anything has rendered again: each choice then reaches React as the
 * shopper's own change. All are read before the first is told, as telling one may render the others.
 * A radio button counts where it was chosen, not where its group's first choice was left.
 */
export function tellEarlyChoices(root: ParentNode): void {
  const picks = [
    ...root.querySelectorAll<HTMLSelectElement | HTMLInputElement>("select,[type=checkbox],[type=radio]"),
  ]
    .filter(
      (control) =>
        // A form's own code reads what was entered in it, as the checkout's does (`useEarlyInput`).
        !control.form &&
        (control instanceof HTMLSelectElement
          ? !control.selectedOptions[0]?.defaultSelected
          : control.checked != control.defaultChecked && (control.checked || control.type == "checkbox")),
    )
    .map((control) => [control, control.value] as const);
  for (const [control, value] of picks) {
    if (control instanceof HTMLSelectElement) {
      control.value = value;
      control.dispatchEvent(new Event("change", { bubbles: true }));
    } else {
      // As rendered, then tapped: React sees the change it missed.
      control.checked = control.defaultChecked;
      control.click();
    }
  }
}

/** A list, checkbox or radio button the shopper changed before the page's code ran, and the value chosen. */
type Pick = [HTMLSelectElement | HTMLInputElement, string];

/**
 * The lists (quantity, sort, price, country…), checkboxes (filters) and radio buttons (colour, size,
 * shipping) that the shopper changed before the page's code ran, as on a slow phone: the browser shows
 * the choice at once, but React hydrates them with what it rendered (marked `selected` or `checked` in
 * the page) and would put that back at its next render. They are read as React starts; once it has
 * hydrated the page, each choice reaches it as the shopper's own change (see `pickAgain`). A radio
 * button counts where it was chosen, not where its group's first choice was left.
 */
export const picksBeforeCode = (root: ParentNode): Pick[] =>
  [...root.querySelectorAll<Pick[0]>("select,[type=checkbox],[type=radio]")]
    .filter((control) =>
      control instanceof HTMLSelectElement
        ? !control.selectedOptions[0]?.defaultSelected
        : control.checked != control.defaultChecked && (control.checked || control.type == "checkbox"),
    )
    .map((control) => [control, control.value]);

/** Gives React each choice: a list's option as a change, a checkbox's or radio button's as a tap. */
export function pickAgain(picks: readonly Pick[]): void {
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

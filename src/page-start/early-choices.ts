// React hydrates controls as rendered and would undo what the shopper chose before the code ran. Called as
// its first commit ends; all are read before any is told, as telling one may re-render the others.
export function tellEarlyChoices(root: ParentNode): void {
  const picks = [
    ...root.querySelectorAll<HTMLSelectElement | HTMLInputElement>("select,[type=checkbox],[type=radio]"),
  ]
    .filter(
      (control) =>
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
      control.checked = control.defaultChecked;
      control.click();
    }
  }
}

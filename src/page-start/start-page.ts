export const HELD_SCRIPTS_ID = "held-scripts";

/** Runs held scripts after the first paint (a template's contents are never prefetched), and holds taps on
 * buttons React has not hydrated until it has (see README). Self-contained, for `inlineFunction`. */
export function startPage(): void {
  addEventListener("DOMContentLoaded", () => {
    let held = document.getElementById("held-scripts") as HTMLTemplateElement | null;
    const start = () => {
      if (held) document.body.append(document.importNode(held.content, true));
      held = null;
    };
    if (self.PerformanceObserver) new PerformanceObserver(start).observe({ type: "paint", buffered: true });
    setTimeout(start, 1000);
  });
  const hydrated = (control: Element) => /__reactProps/.test(`${Object.keys(control)}`);
  addEventListener(
    "click",
    (event) => {
      const control = (event.target as Element).closest<HTMLElement>("#___gatsby button");
      if (!control || (hydrated(control) && !control.ariaBusy)) return;
      // Kept from React too: it may hydrate a part of the page at once for an event, and act on it.
      event.stopPropagation();
      event.preventDefault();
      if (control.ariaBusy) return;
      control.ariaBusy = "true";
      const replay = setInterval(() => {
        if (!hydrated(control) && control.isConnected) return;
        clearInterval(replay);
        control.ariaBusy = null;
        control.click();
      }, 50);
    },
    true,
  );
}

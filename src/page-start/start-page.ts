export const HELD_SCRIPTS_ID = "held-scripts";
/** On React's container once its first render's effects have run (`afterFirstRender`). */
export const PAGE_STARTED_ATTRIBUTE = "data-started";

/** Runs held scripts after the first paint (a template's contents are never prefetched), and holds taps on
 * buttons until React has hydrated them and the page has started (see README). Self-contained, for
 * `inlineFunction`. */
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
  // Until the page has started, a hydrated button still acts on what the page was built with (the built
  // colour, an empty cart), not on what the address and the kept cart say.
  const ready = (control: Element) =>
    !!control.closest("[data-started]") && /__reactProps/.test(`${Object.keys(control)}`);
  addEventListener(
    "click",
    (event) => {
      const control = (event.target as Element).closest<HTMLElement>("#___gatsby button");
      if (!control || (ready(control) && !control.ariaBusy)) return;
      // Kept from React too: it may hydrate a part of the page at once for an event, and act on it.
      event.stopPropagation();
      event.preventDefault();
      if (control.ariaBusy) return;
      control.ariaBusy = "true";
      const replay = setInterval(() => {
        if (!ready(control) && control.isConnected) return;
        clearInterval(replay);
        control.ariaBusy = null;
        control.click();
      }, 50);
    },
    true,
  );
}

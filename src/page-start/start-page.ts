/**
 * The template in which every page holds Gatsby's scripts (webpack runtime, framework, app, and the
 * build's hash they read) until its first paint: no browser fetches anything inside a template, not
 * even ahead of the parser. Gatsby writes them as `async` scripts at the end of the body, which the
 * preload scanner requests at once and which then run before the page has painted.
 */
export const HELD_SCRIPTS_ID = "held-scripts";

/**
 * Starts a page, from the top of its head.
 *
 * Its scripts: those it holds in its `held-scripts` template start once the document has been read
 * and the browser reports its first paint (as shown, not merely drawn: a frame's callbacks come before
 * the screen has it), so that what the visitor came to read paints from the HTML alone and no script
 * competes with it. A page that reports no paint (hidden, or a browser without paint timing) starts
 * them a second after it has been read. They start once; copies of the template's scripts run, its
 * own never do.
 *
 * Its taps: the page shows its buttons from its first paint, but on a slow phone their code comes
 * seconds later. A button tapped before React has hydrated it is marked busy at once; its action runs
 * once, as soon as React has hydrated that button. Tapping it again meanwhile adds nothing: it is the
 * same request. Links, `<details>` and typing need no code; lists, checkboxes and radio buttons show
 * the shopper's choice at once, and React is told of it as it starts (`early-choices.ts`).
 *
 * Self-contained, as `inlineFunction` requires, and small: every page carries it in its head.
 */
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
  /** React puts a control's props on its element as it hydrates it, under a key of this prefix. */
  const hydrated = (control: Element) => /__reactProps/.test(`${Object.keys(control)}`);
  addEventListener(
    "click",
    (event) => {
      // React's page only: the consent banner and other parts built without React are never hydrated.
      const control = (event.target as Element).closest<HTMLElement>("#___gatsby button");
      // A button whose held tap is still to run takes no other: it is the same request.
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
        // A control React rendered anew is gone from the page, and so is its tap: no one hears it.
        control.click();
      }, 50);
    },
    true,
  );
}

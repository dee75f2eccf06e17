/**
 * The template in which every page holds Gatsby's scripts (webpack runtime, framework, app, and the
 * build's hash they read) until its first paint: no browser fetches anything inside a template, not
 * even ahead of the parser. Gatsby writes them as `async` scripts at the end of the body, which the
 * preload scanner requests at once and which then run before the page has painted.
 */
export const HELD_SCRIPTS_ID = "held-scripts";

/**
 * Starts the scripts a page holds in its `held-scripts` template once the document has been read and
 * the browser reports its first paint (as shown, not merely drawn: a frame's callbacks come before the
 * screen has it), so that what the visitor came to read paints from the HTML alone and no script
 * competes with it. A page that reports no paint (hidden, or a browser without paint timing) starts
 * them a second after it has been read. They start once; copies of the template's scripts run, its
 * own never do.
 *
 * Self-contained, as `inlineFunction` requires, and small: every page carries it in its head.
 */
export function startPageScripts(): void {
  addEventListener("DOMContentLoaded", () => {
    let held = document.getElementById("held-scripts") as HTMLTemplateElement | null;
    const start = () => {
      if (held) document.body.append(document.importNode(held.content, true));
      held = null;
    };
    if (self.PerformanceObserver) new PerformanceObserver(start).observe({ type: "paint", buffered: true });
    setTimeout(start, 1000);
  });
}

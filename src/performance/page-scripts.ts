/** The element that holds a page's own scripts until the first paint: see `holdPageScripts`. */
const PAGE_SCRIPTS_ID = "page-scripts";

/**
 * Gatsby's scripts of every page (webpack runtime, framework, app), as its scripts slice writes them
 * at the end of the body: `async` scripts, which the browser's preload scanner requests as soon as it
 * reads them, while the page has yet to paint.
 */
const SCRIPTS_SLICE =
  /((?:<script src="[^"]+" async><\/script>)+)(<!-- slice-end id="_gatsby-scripts-1" -->)/;

/**
 * A built page whose own scripts start after its first paint: they move into an inert `<template>`,
 * which no preload scanner reads, and `starter` (the inline script that runs `startPageScripts`) comes
 * after it. What the visitor came to read paints from the HTML alone, before any script competes with
 * it; and a page that is left at once (the language step in its head) fetches none of them. A page
 * without those scripts, or already changed, is returned as it is.
 */
export function holdPageScripts(html: string, starter: string): string {
  return html.replace(
    SCRIPTS_SLICE,
    (_match, scripts: string, sliceEnd: string) =>
      `<template id="${PAGE_SCRIPTS_ID}">${scripts}</template><script>${starter}</script>${sliceEnd}`,
  );
}

/**
 * Starts the scripts `holdPageScripts` held back once the browser reports the page's first paint (as
 * shown, not merely drawn: a frame's callbacks come before the screen has it), unless the page is being
 * left (`data-leaving` on the root element, set by a step that sends the visitor elsewhere). A page
 * that reports no paint (hidden, or a browser without paint timing) starts them after a second. They
 * start once. Self-contained, as `inlineFunction` requires, and small: every page carries it.
 */
export function startPageScripts(): void {
  let held = document.getElementById("page-scripts") as HTMLTemplateElement | null;
  const start = () => {
    // Copies of the template's scripts run; the template's own never do.
    if (held && !document.documentElement.hasAttribute("data-leaving"))
      document.body.append(document.importNode(held.content, true));
    held = null;
  };
  if (self.PerformanceObserver) new PerformanceObserver(start).observe({ type: "paint", buffered: true });
  setTimeout(start, 1000);
}

/** The element that holds a page's own scripts until the first paint: see `holdPageScripts`. */
export const PAGE_SCRIPTS_ID = "page-scripts";

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
 * Starts the scripts `holdPageScripts` held back once the browser reports the page's first contentful
 * paint (as shown, not merely drawn: a frame's callbacks come before the screen has it), unless the
 * page is being left (`data-leaving` on the root element, set by a step that sends the visitor
 * elsewhere). A hidden page paints nothing, and a browser without paint timing reports nothing: their
 * scripts start at once, and in any case within a second. Self-contained, as `inlineFunction` requires.
 */
export function startPageScripts(
  page: Document = document,
  timers: Pick<Window, "setTimeout"> = window,
  Observer: typeof PerformanceObserver | undefined = window.PerformanceObserver,
): void {
  const start = () => {
    const held = page.getElementById("page-scripts") as HTMLTemplateElement | null;
    if (!held || page.documentElement.hasAttribute("data-leaving")) return;
    held.remove();
    held.content.querySelectorAll("script").forEach((script) => {
      const started = page.createElement("script");
      started.src = script.getAttribute("src") || "";
      started.async = true;
      page.body.appendChild(started);
    });
  };
  if (
    page.visibilityState === "hidden" ||
    !Observer ||
    (Observer.supportedEntryTypes || []).indexOf("paint") < 0
  )
    return start();
  new Observer((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  // Should the paint never be reported, the page still starts.
  timers.setTimeout(start, 1000);
}

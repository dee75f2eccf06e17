import { expect, test } from "./support/fixtures";

// The largest paint of a page is never an image that waits to be lazily loaded: images in view when the
// page opens load eagerly, and the largest of them is fetched first.
const PAGES = [
  "/",
  "/categories/baby-carriers/",
  "/products/baby-carrier-one/",
  "/bundles/carrier-starter-set/",
  "/guides/babywearing-guide/",
  "/search/?q=draagzak",
];
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

interface LargestPaint {
  tag: string;
  loading: string | null;
  fetchPriority: string | null;
}

/** What is wrong with the largest paint: an image must load eagerly and be fetched first. */
function problemsOf(largest: LargestPaint | null): string[] {
  if (!largest) return ["no largest paint was reported"];
  if (largest.tag !== "IMG") return [];
  return [
    ...(largest.loading === "lazy" ? ["a lazily loaded image"] : []),
    ...(largest.fetchPriority === "high"
      ? []
      : [`an image fetched at ${largest.fetchPriority ?? "auto"} priority`]),
  ];
}

for (const [device, viewport] of Object.entries(WIDTHS)) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });
    for (const path of PAGES) {
      test(`${path}: the largest paint is no lazily loaded image`, async ({ page }) => {
        await page.goto(path);
        // The page has loaded and settled once the consent dialog, which it starts last when the browser
        // is idle, shows, and every image it loads eagerly is in.
        await expect(page.getByRole("dialog", { name: /Cookies/ })).toBeVisible();
        await page.waitForFunction(() =>
          Array.from(document.images).every((image) => image.loading === "lazy" || image.complete),
        );
        // The largest paint so far (before any input ends it): a buffered observer is first called with
        // every entry there is.
        const largest = await page.evaluate(
          () =>
            new Promise<LargestPaint | null>((resolve) => {
              const observer = new PerformanceObserver((list) => {
                observer.disconnect();
                const element = (list.getEntries().at(-1) as PerformanceEntry & { element?: Element })
                  .element;
                resolve(
                  element
                    ? {
                        tag: element.tagName,
                        loading: element.getAttribute("loading"),
                        fetchPriority: element.getAttribute("fetchpriority"),
                      }
                    : null,
                );
              });
              observer.observe({ type: "largest-contentful-paint", buffered: true });
            }),
        );
        expect(problemsOf(largest)).toEqual([]);
      });
    }
  });
}

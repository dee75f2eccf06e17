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

for (const [device, viewport] of Object.entries(WIDTHS)) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });
    for (const path of PAGES) {
      test(`${path}: the largest paint is no lazily loaded image`, async ({ page }) => {
        await page.goto(path);
        // The largest paint so far, once the page has loaded and settled (before any input ends it).
        const largest = await page.evaluate(
          () =>
            new Promise<LargestPaint | null>((resolve) => {
              const seen: PerformanceEntry[] = [];
              new PerformanceObserver((list) => seen.push(...list.getEntries())).observe({
                type: "largest-contentful-paint",
                buffered: true,
              });
              const report = () => {
                const element = (seen.at(-1) as (PerformanceEntry & { element?: Element }) | undefined)
                  ?.element;
                resolve(
                  element
                    ? {
                        tag: element.tagName,
                        loading: element.getAttribute("loading"),
                        fetchPriority: element.getAttribute("fetchpriority"),
                      }
                    : null,
                );
              };
              const settle = () => setTimeout(report, 1500);
              if (document.readyState === "complete") settle();
              else window.addEventListener("load", settle, { once: true });
            }),
        );
        expect(largest, "a largest paint was reported").not.toBeNull();
        if (largest?.tag === "IMG") {
          expect(largest.loading).not.toBe("lazy");
          expect(largest.fetchPriority).toBe("high");
        }
      });
    }
  });
}

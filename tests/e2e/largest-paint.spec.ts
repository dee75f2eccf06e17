import { expect, test } from "./support/fixtures";

// The largest paint of a page never waits for an image that is lazily loaded: images in view when the
// page opens load eagerly, and the largest of them is fetched first. Where several in view are as large
// as the largest paint, whichever painted first is it, so one of them loading eagerly and first is enough.
const PAGES = [
  "/",
  "/categories/baby-carriers/",
  "/products/baby-carrier-one/",
  "/bundles/carrier-starter-set/",
  "/guides/babywearing-guide/",
  "/search/?q=draagzak",
];
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

interface PaintedImage {
  loading: string | null;
  fetchPriority: string | null;
  src: string;
}

interface LargestPaint {
  tag: string;
  /** The images in view that are as large as the largest paint (itself included, when an image). */
  asLarge: PaintedImage[];
}

/** What is wrong with the largest paint: an image as large must load eagerly and be fetched first. */
function problemsOf(largest: LargestPaint | null): string[] {
  if (!largest) return ["no largest paint was reported"];
  if (largest.tag !== "IMG") return [];
  if (largest.asLarge.some((image) => image.loading !== "lazy" && image.fetchPriority === "high")) return [];
  return largest.asLarge.map(
    (image) =>
      `${image.src}: ${image.loading === "lazy" ? "lazily loaded" : "loaded eagerly"}, at ${image.fetchPriority ?? "auto"} priority`,
  );
}

for (const [device, viewport] of Object.entries(WIDTHS)) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });
    for (const path of PAGES) {
      test(`${path}: the largest paint waits for no lazily loaded image`, async ({ page }) => {
        await page.goto(path);
        // The page has loaded and settled once the consent dialog, which it starts last when the browser
        // is idle, shows, and every image it loads eagerly or shows in view is in.
        await expect(page.getByRole("dialog", { name: /Cookies/ })).toBeVisible();
        await page.waitForFunction(() =>
          Array.from(document.images).every((image) => {
            const box = image.getBoundingClientRect();
            const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
            return image.complete || (image.loading === "lazy" && !inView);
          }),
        );
        // The largest paint so far (before any input ends it): a buffered observer is first called with
        // every entry there is.
        const largest = await page.evaluate(
          () =>
            new Promise<LargestPaint | null>((resolve) => {
              const observer = new PerformanceObserver((list) => {
                observer.disconnect();
                const entry = list.getEntries().at(-1) as PerformanceEntry & {
                  element?: Element;
                  size: number;
                };
                const described = (image: Element) => ({
                  loading: image.getAttribute("loading"),
                  fetchPriority: image.getAttribute("fetchpriority"),
                  src: new URL(image.getAttribute("src") ?? "", location.href).pathname,
                });
                const inView = (image: Element) => {
                  const box = image.getBoundingClientRect();
                  const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
                  const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
                  return width > 0 && height > 0 ? width * height : 0;
                };
                resolve(
                  entry?.element
                    ? {
                        tag: entry.element.tagName,
                        asLarge: Array.from(document.images)
                          // Rounded sizes aside.
                          .filter((image) => inView(image) >= entry.size * 0.99)
                          .map(described),
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

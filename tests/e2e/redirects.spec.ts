import { expect, missingPage, test } from "./support/fixtures";
import { resolveTarget, table } from "./support/redirect-table";
import { follow, landOnShops, SHOP_HOST } from "./support/shop-hosts";

// Countries with their own rules somewhere, EU and Hong Kong groups, Japan, and two no slug lists.
const SPREAD = ["nl", "us", "gb", "de", "au", "jp", "si", "pl", "tw", "fi", "br", "no"];

test.describe("every campaign link lands where `redirects resolve` says", () => {
  test.use({ locale: "nl", timezoneId: "UTC" });

  for (const [i, entry] of table.entries.entries()) {
    // Each country by parameter for one slug and by cookie for the next.
    const byParameter = SPREAD.filter((_, j) => (i + j) % 2 === 0);
    const byCookie = SPREAD.filter((_, j) => (i + j) % 2 === 1);

    test(entry.slug, async ({ page, context }) => {
      await landOnShops(context);
      for (const country of byParameter) {
        expect(
          await follow(page, `/redirects/${entry.slug}/?country=${country.toUpperCase()}`),
          country,
        ).toBe(resolveTarget(entry.slug, country));
      }
      for (const country of byCookie) {
        await context.addCookies([
          { name: "country", value: country.toUpperCase(), domain: "localhost", path: "/" },
        ]);
        expect(await follow(page, `/redirects/${entry.slug}/`), `${country} (cookie)`).toBe(
          resolveTarget(entry.slug, country),
        );
        await context.clearCookies();
      }
    });
  }
});

test.describe("a campaign link", () => {
  test.use({ locale: "nl", timezoneId: "UTC" });

  test("works in other letter case and without its final slash", async ({ page, context }) => {
    await landOnShops(context);
    const expected = resolveTarget("qr-kitchen-1", "nl");
    expect(await follow(page, "/redirects/QR-Kitchen-1/?country=nl")).toBe(expected);
    expect(await follow(page, "/redirects/qr-kitchen-1?country=nl")).toBe(expected);
    expect(await follow(page, "/REDIRECTS/Qr-Kitchen-1?country=nl")).toBe(expected);
  });

  test("that does not exist shows the 404 page", async ({ page, problems }) => {
    const path = "/redirects/no-such-campaign/";
    problems.expect(missingPage(path));
    // Once running, the page asks for the missing path's data and shows the 404 page again: the test
    // waits for that ask, so it checks the page the visitor is left with, whichever comes first.
    const dataAsked = page.waitForResponse((response) => response.url().includes(`/page-data${path}`));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await dataAsked;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
  });

  test("passes other parameters on without overriding the target's own, and keeps the hash", async ({
    page,
    context,
  }) => {
    // A shop page that loads: the hash is in the address the browser shows, not in what it asks for.
    await context.route(SHOP_HOST, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>shop</title>" }),
    );
    await page.goto("/redirects/qr-kitchen-1/?country=de&utm_source=poster&ref=ig#reviews", {
      waitUntil: "commit",
    });
    await page.waitForURL(SHOP_HOST, { waitUntil: "commit" });
    const landed = new URL(page.url());
    const expected = new URL(resolveTarget("qr-kitchen-1", "de"));
    expect(landed.origin + landed.pathname).toBe(expected.origin + expected.pathname);
    expect(landed.searchParams.get("utm_source")).toBe("instore");
    expect(landed.searchParams.get("ref")).toBe("ig");
    expect(landed.searchParams.has("country")).toBe(false);
    expect(landed.hash).toBe("#reviews");
  });

  test("ignores a hostile country and never takes a target from the request", async ({ page, context }) => {
    await landOnShops(context);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const hostile = encodeURIComponent('"><script>alert(1)</script>');
    expect(await follow(page, `/redirects/qr-kitchen-1/?country=${hostile}`)).toBe(
      resolveTarget("qr-kitchen-1"),
    );
    expect(await follow(page, "/redirects/qr-kitchen-1/?country=javascript:alert(1)")).toBe(
      resolveTarget("qr-kitchen-1"),
    );
    expect(dialogs).toEqual([]);
  });

  test("loads no script file and paints nothing of its own", async ({ page, context }) => {
    await landOnShops(context);
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await follow(page, "/redirects/qr-kitchen-1/?country=nl");
    expect(scripts).toEqual([]);
  });
});

test.describe("a country without a rule of its own, in an English (US) browser in New York", () => {
  test.use({ locale: "en-US", timezoneId: "America/New_York" });

  // qr-package-baby-carrier-harmony falls back to the EU shop and has a US rule: a guess would show.
  const slug = "qr-package-baby-carrier-harmony";

  test("gets the slug's fallback by parameter and by cookie, as at the CDN", async ({ page, context }) => {
    await landOnShops(context);
    expect(resolveTarget(slug)).not.toBe(resolveTarget(slug, "us"));
    for (const country of ["br", "AR", "ch"]) {
      expect(await follow(page, `/redirects/${slug}/?country=${country}`), country).toBe(resolveTarget(slug));
    }
    await context.addCookies([{ name: "country", value: "ch", domain: "localhost", path: "/" }]);
    expect(await follow(page, `/redirects/${slug}/`), "ch (cookie)").toBe(resolveTarget(slug));
  });
});

test.describe("the visitor's country without a parameter or cookie", () => {
  test.describe("from the time zone, where the visitor is, before the language they prefer", () => {
    // A Dutch resident whose phone is set to English (US) scans a QR code in an Amsterdam store.
    test.use({ locale: "en-US", timezoneId: "Europe/Amsterdam" });

    test("en-US in Europe/Amsterdam goes to the Dutch shop, as the CDN sends them", async ({
      page,
      context,
    }) => {
      await landOnShops(context);
      expect(resolveTarget("qr-bathroom-1", "nl")).not.toBe(resolveTarget("qr-bathroom-1", "us"));
      expect(await follow(page, "/redirects/qr-bathroom-1/")).toBe(resolveTarget("qr-bathroom-1", "nl"));
    });
  });

  test.describe("from the browser's language region when the time zone decides nothing", () => {
    test.use({ locale: "de-DE", timezoneId: "UTC" });

    test("de-DE goes to the German shop", async ({ page, context }) => {
      await landOnShops(context);
      expect(await follow(page, "/redirects/qr-kitchen-1/")).toBe(resolveTarget("qr-kitchen-1", "de"));
    });
  });

  test.describe("from neither", () => {
    test.use({ locale: "nl", timezoneId: "UTC" });

    test("gets the fallback", async ({ page, context }) => {
      await landOnShops(context);
      expect(await follow(page, "/redirects/qr-package-baby-carrier-harmony/")).toBe(
        resolveTarget("qr-package-baby-carrier-harmony"),
      );
    });
  });
});

test.describe("with the offline worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("campaign links still work while the service worker controls the site", async ({ page, context }) => {
    await landOnShops(context);
    await page.goto("/");
    await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    expect(await follow(page, "/redirects/qr-kitchen-1/?country=nl")).toBe(
      resolveTarget("qr-kitchen-1", "nl"),
    );
    await page.goto("/");
    expect(await follow(page, "/redirects/QR-Kitchen-1?country=gb")).toBe(
      resolveTarget("qr-kitchen-1", "gb"),
    );
  });
});

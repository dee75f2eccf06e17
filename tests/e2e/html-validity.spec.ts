import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { HtmlValidate } from "html-validate";

// These read the build that the end-to-end run serves.
const PUBLIC = path.resolve(__dirname, "../../public");

/** Every HTML page of the build but the offline app shell, an empty frame the client fills in. */
const pages = (readdirSync(PUBLIC, { recursive: true, encoding: "utf8" }) as string[])
  .filter((file) => file.endsWith(".html") && !file.startsWith("offline-plugin-app-shell-fallback"))
  .filter((file) => statSync(path.join(PUBLIC, file)).isFile())
  .sort();

test("every built page keeps to the HTML standard, autocomplete tokens included", async () => {
  expect(pages).toContain("checkout/index.html");
  expect(pages).toContain("en-US/checkout/index.html");
  expect(pages.length).toBeGreaterThan(100);
  // The standard's rules without style preferences: what a browser's parser and autofill rely on.
  const validator = new HtmlValidate({ extends: ["html-validate:standard"] });
  const problems: string[] = [];
  for (const file of pages) {
    const report = await validator.validateString(readFileSync(path.join(PUBLIC, file), "utf8"), file);
    for (const result of report.results)
      for (const message of result.messages)
        problems.push(`${file}:${message.line}: ${message.message} (${message.ruleId})`);
  }
  expect(problems).toEqual([]);
});

test("the checkout address has autofill's two address lines", () => {
  for (const file of ["checkout/index.html", "en-US/checkout/index.html"]) {
    const html = readFileSync(path.join(PUBLIC, file), "utf8");
    const tokens = [...html.matchAll(/autocomplete="([^"]*)"/gi)].map((match) => match[1]);
    expect(tokens).toEqual(
      expect.arrayContaining(["shipping address-line1", "shipping address-line2", "shipping postal-code"]),
    );
    expect(tokens).not.toContain("street-address");
  }
});

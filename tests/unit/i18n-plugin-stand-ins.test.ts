import { describe, expect, it } from "vitest";
import templateText from "../../src/bundle/template-text";

describe("the stand-in for outdent", () => {
  it("is a template tag that keeps the text and its values", () => {
    expect(templateText`No translations for "${"home"}" in ${"locales"}.`).toBe(
      'No translations for "home" in locales.',
    );
  });
});

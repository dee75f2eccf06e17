import { describe, expect, it } from "vitest";
import { ContentError } from "../../src/content/content-error";
import { keepLastGood } from "../../src/content/last-good";

const problem = {
  file: "content/redirects/social/a.yaml",
  line: 2,
  message: "Countries: unknown country xx",
};

describe("keepLastGood", () => {
  it("answers the last valid content and the current problems once the content breaks", () => {
    const results: (() => string)[] = [
      () => "first",
      () => {
        throw new ContentError([problem]);
      },
      () => "fixed",
    ];
    let call = 0;
    const current = keepLastGood(() => results[call++]!());
    expect(current()).toEqual({ value: "first", problems: [] });
    expect(current()).toEqual({ value: "first", problems: [problem] });
    expect(current()).toEqual({ value: "fixed", problems: [] });
  });

  it("has no content before it was once valid, and throws what is not a content problem", () => {
    const broken = keepLastGood(() => {
      throw new ContentError([problem]);
    });
    expect(broken()).toEqual({ value: undefined, problems: [problem] });
    const failing = keepLastGood(() => {
      throw new Error("disk gone");
    });
    expect(failing).toThrow("disk gone");
  });
});

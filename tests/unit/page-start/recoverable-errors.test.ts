import { describe, expect, it, vi } from "vitest";
import { reportRecoverableError } from "../../../src/page-start/recoverable-errors";

describe("reportRecoverableError", () => {
  it.each([
    [
      "in a production build",
      "Minified React error #421; visit https://reactjs.org/docs/error-decoder.html?invariant=421 for the full message",
    ],
    [
      "in development",
      "This Suspense boundary received an update before it finished hydrating. This caused the boundary to switch to client rendering.",
    ],
  ])("leaves out a later part updated before its code arrived, %s", (_, message) => {
    const report = vi.fn();
    reportRecoverableError(new Error(message), report);
    expect(report).not.toHaveBeenCalled();
  });

  it.each([
    [
      "a page that did not match the server's",
      new Error("Minified React error #418; visit https://reactjs.org"),
    ],
    ["an error with another number that starts the same", new Error("Minified React error #4210; visit")],
    ["something thrown that is no error", "421"],
  ])("reports %s", (_, error) => {
    const report = vi.fn();
    reportRecoverableError(error, report);
    expect(report).toHaveBeenCalledWith(error);
  });
});

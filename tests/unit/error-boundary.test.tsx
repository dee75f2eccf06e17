// @vitest-environment jsdom
import React from "react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "../../src/errors/ErrorBoundary";

function Broken({ error }: { error: Error }): React.ReactElement {
  throw error;
}

const chunkError = () => Object.assign(new Error("Loading chunk 12 failed."), { name: "ChunkLoadError" });

const fallback = (retry: () => void) => (
  <div role="alert">
    <p>This page could not load</p>
    <button onClick={retry}>Try again</button>
  </div>
);

describe("ErrorBoundary", () => {
  const replace = vi.fn();
  const assign = vi.fn();

  // React rethrows render errors to the window; the test expects them, so keep jsdom from printing them.
  const quiet = (event: ErrorEvent) => event.preventDefault();

  beforeEach(() => {
    window.addEventListener("error", quiet);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.stubGlobal("location", { href: "https://nl.babyshop.example/cart/?a=1", replace, assign });
  });

  afterEach(() => {
    window.removeEventListener("error", quiet);
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    replace.mockReset();
    assign.mockReset();
  });

  it("shows its children while nothing fails", () => {
    render(<ErrorBoundary fallback={fallback}>Cart</ErrorBoundary>);
    expect(screen.getByText("Cart")).toBeTruthy();
  });

  it("reloads once with reloaded=1 when a chunk failed to load", () => {
    render(
      <ErrorBoundary fallback={fallback}>
        <Broken error={chunkError()} />
      </ErrorBoundary>,
    );
    expect(replace).toHaveBeenCalledWith("https://nl.babyshop.example/cart/?a=1&reloaded=1");
  });

  it("shows the message instead of reloading again after a reload", () => {
    location.href = "https://nl.babyshop.example/cart/?a=1&reloaded=1";
    render(
      <ErrorBoundary fallback={fallback}>
        <Broken error={chunkError()} />
      </ErrorBoundary>,
    );
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toContain("This page could not load");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(assign).toHaveBeenCalledWith("https://nl.babyshop.example/cart/?a=1");
  });

  it("shows the message for any other error, without reloading", () => {
    render(
      <ErrorBoundary fallback={fallback}>
        <Broken error={new TypeError("price is undefined")} />
      </ErrorBoundary>,
    );
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toBeTruthy();
  });
});

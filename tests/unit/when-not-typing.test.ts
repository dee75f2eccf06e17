// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenNotTyping } from "../../src/app/when-not-typing";

describe("whenNotTyping", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<input id="search" /><button id="cart">Cart</button>';
  });
  afterEach(() => vi.useRealTimers());

  const field = () => document.getElementById("search") as HTMLInputElement;

  it("runs at once when no field has the focus", () => {
    document.getElementById("cart")?.focus();
    const start = vi.fn();
    whenNotTyping(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("waits while the visitor is in a field, then runs once", () => {
    field().focus();
    const start = vi.fn();
    whenNotTyping(start);
    vi.advanceTimersByTime(5000);
    expect(start).not.toHaveBeenCalled();

    document.getElementById("cart")?.focus();
    vi.advanceTimersByTime(500);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("runs once the field leaves the page, which fires no event", () => {
    field().focus();
    const start = vi.fn();
    whenNotTyping(start);
    field().remove();
    vi.advanceTimersByTime(500);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("does not run once cancelled", () => {
    field().focus();
    const start = vi.fn();
    const cancel = whenNotTyping(start);
    cancel();
    field().blur();
    vi.advanceTimersByTime(5000);
    expect(start).not.toHaveBeenCalled();
  });
});

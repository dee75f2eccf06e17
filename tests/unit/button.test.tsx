// @vitest-environment jsdom
import React from "react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button, ButtonLink } from "../../src/components/layout/Button";
import { EnglishPage } from "./support/english-page";

vi.mock("gatsby", () => ({
  Link: ({ to, children, ...props }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...props}>
      {children}
    </a>
  ),
}));

// The unit tests do not build stylesheets: the looks' classes stand in by name.
vi.mock("../../src/components/layout/layout.module.css", () => ({
  primaryButton: "primary-button",
  linkButton: "link-button",
}));

afterEach(cleanup);

describe("Button", () => {
  it("is the main button of its type, which does what it is given", () => {
    const onClick = vi.fn();
    render(
      <Button type="submit" disabled={false} onClick={onClick}>
        Search
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Search" });
    expect(button.getAttribute("type")).toBe("submit");
    expect(button.className).toBe("primary-button");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("reads as a link with the link look, and keeps its caller's class after the look's", () => {
    render(
      <>
        <Button type="button" look="link" aria-label="Change the email address">
          Change
        </Button>
        <Button type="button" className="wide" disabled>
          Place order
        </Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Change the email address" }).className).toBe("link-button");
    const placeOrder = screen.getByRole("button", { name: "Place order" }) as HTMLButtonElement;
    expect(placeOrder.className).toBe("primary-button wide");
    expect(placeOrder.disabled).toBe(true);
  });
});

describe("ButtonLink", () => {
  it("links to a page in the page's language, looking like the main button", () => {
    render(
      <EnglishPage originalPath="/cart/">
        <ButtonLink to="/checkout/" className="wide">
          Check out
        </ButtonLink>
      </EnglishPage>,
    );
    const link = screen.getByRole("link", { name: "Check out" });
    expect(link.getAttribute("href")).toBe("/en-US/checkout/");
    expect(link.className).toBe("primary-button wide");
  });
});

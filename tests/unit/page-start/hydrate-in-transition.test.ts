// @vitest-environment jsdom
import { expect, it } from "vitest";
import { renderedOnServer } from "../../../src/page-start/hydrate-in-transition";

const container = (html: string) => Object.assign(document.createElement("div"), { innerHTML: html });

it("hydrates a page the server rendered, and renders the offline app shell's empty focus wrapper", () => {
  expect(renderedOnServer(container('<div id="gatsby-focus-wrapper"><main></main></div>'))).toBe(true);
  expect(renderedOnServer(container('<div id="gatsby-focus-wrapper"></div>'))).toBe(false);
});

it("counts the children of a container without a focus wrapper", () => {
  expect(renderedOnServer(container("<p>indicator</p>"))).toBe(true);
  expect(renderedOnServer(container(""))).toBe(false);
});

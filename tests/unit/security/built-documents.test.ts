import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtDocuments } from "../../../src/security/built-documents";

const root = mkdtempSync(path.join(os.tmpdir(), "built-documents-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

describe("builtDocuments", () => {
  it("lists every HTML file with its text, but not Gatsby's fragments or folders named like pages", () => {
    write("index.html", "home");
    write("404.html", "not found");
    write("redirects/qr-1/index.html", "stub");
    write("_gatsby/slices/_gatsby-scripts-1.html", "fragment");
    write("page-data/404.html/page-data.json", "{}");
    write("app-1.js", "code");
    expect(builtDocuments(root).map(({ file, read }) => ({ file, html: read() }))).toEqual([
      { file: "404.html", html: "not found" },
      { file: "index.html", html: "home" },
      { file: "redirects/qr-1/index.html", html: "stub" },
    ]);
  });

  it("reads no page until its text is asked for, so that a large catalogue is never held at once", () => {
    write("products/pram/index.html", "pram");
    const documents = builtDocuments(root);
    write("products/pram/index.html", "pram, as read later");
    expect(documents.find(({ file }) => file === "products/pram/index.html")?.read()).toBe(
      "pram, as read later",
    );
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveStatic } from "../../../scripts/hosting/static-host";

describe("the benchmarks' and end-to-end tests' static host", () => {
  let dir: string;
  let server: Server;
  const get = (pathname: string) =>
    fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${pathname}`, { redirect: "manual" });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "static-host-"));
    mkdirSync(path.join(dir, "public", "shop"), { recursive: true });
    mkdirSync(path.join(dir, "public-old"));
    writeFileSync(path.join(dir, "public", "shop", "index.html"), "the shop");
    writeFileSync(path.join(dir, "public", "404.html"), "not here");
    writeFileSync(path.join(dir, "public-old", "secret.txt"), "old secret");
    server = await serveStatic(path.join(dir, "public"), 0, {
      headersFor: () => ({ "x-frame-options": "DENY" }),
    });
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves a folder's page at its address with a slash, sends the address without one there", async () => {
    expect(await (await get("/shop/")).text()).toBe("the shop");
    const redirect = await get("/shop");
    expect([redirect.status, redirect.headers.get("location")]).toEqual([301, "/shop/"]);
  });

  it("answers unknown addresses with the 404 page and the configured headers", async () => {
    const response = await get("/nothing/");
    expect([response.status, await response.text()]).toEqual([404, "not here"]);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("serves nothing from a sibling folder whose name starts like the root's", async () => {
    for (const address of [
      "/../public-old/secret.txt",
      "/..%2fpublic-old%2fsecret.txt",
      "/%2e%2e/public-old/secret.txt",
    ])
      expect(await (await get(address)).text()).not.toContain("old secret");
  });

  it("answers a malformed escape with 400 and keeps serving", async () => {
    expect((await get("/%E0")).status).toBe(400);
    expect((await get("/shop/")).status).toBe(200);
  });
});

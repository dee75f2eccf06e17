import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStudioServer, type StudioServer } from "../../scripts/studio-server/start-studio-server";
import type { ShownPlan } from "../../src/studio/import-view";
import { writeAllOrNone } from "../../scripts/studio-server/write-all-or-none";
import { copyFixtureRoot } from "./support/fixture-content";

let root: string;
let server: StudioServer;
const links = () => path.join(root, "content", "redirects");
const api = (route: string) => `http://127.0.0.1:${server.address.port}/api/links/${route}`;
const post = async (route: string, body: object) => {
  const response = await fetch(api(route), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { plan?: ShownPlan; error?: string } & ShownPlan,
  };
};

beforeAll(async () => {
  root = copyFixtureRoot("studio-link-import-");
  server = await startStudioServer({ root, port: 0 });
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the studio backend's bulk import", { timeout: 30_000 }, () => {
  it("exports the table, plans a CSV, refuses a move until confirmed, then writes it", async () => {
    const exported = await fetch(api("export.csv"));
    expect(exported.headers.get("content-disposition")).toBe('attachment; filename="links.csv"');
    const rows = (await exported.text()).trimEnd().split("\n");
    const at = rows.findIndex((row) => row.startsWith("in-store-qr,qr-kitchen-1,"));
    rows[at] = rows[at]?.replace("in-store-qr,", "packaging,") ?? "";
    const csv = `${rows.join("\n")}\n`;

    const plan = await post("import/plan", { csv });
    expect(plan.status).toBe(200);
    expect(plan.body.links.filter((link) => link.kind !== "unchanged")).toMatchObject([
      { slug: "qr-kitchen-1", kind: "moved", fromGroup: "in-store-qr", group: "packaging" },
    ]);
    const unconfirmed = await post("import/apply", { csv, confirmedMoves: [], seen: plan.body.seen });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.error).toBe("Confirm each link that moves to another group first.");
    expect(existsSync(path.join(links(), "in-store-qr", "qr-kitchen-1.yaml"))).toBe(true);

    const applied = await post("import/apply", {
      csv,
      confirmedMoves: ["qr-kitchen-1"],
      seen: plan.body.seen,
    });
    expect(applied).toEqual({ status: 200, body: { written: 2 } });
    expect(existsSync(path.join(links(), "in-store-qr", "qr-kitchen-1.yaml"))).toBe(false);
    expect(existsSync(path.join(links(), "packaging", "qr-kitchen-1.yaml"))).toBe(true);
  });

  it("refuses to apply a dry run the links have changed since", async () => {
    const csv = (await (await fetch(api("export.csv"))).text()).replace(
      ",/categories/kitchen/,",
      ",/categories/bathroom/,",
    );
    const plan = await post("import/plan", { csv });
    const file = path.join(links(), "packaging", "qr-kitchen-1.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace("fallback: us", "fallback: eu"));
    const stale = await post("import/apply", { csv, confirmedMoves: [], seen: plan.body.seen });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/^The links changed since this difference was made/);
    expect(readFileSync(file, "utf8")).toContain("target: /categories/kitchen/");
  });

  it("sends the marketer to the studio's list of mistakes when the links do not load", async () => {
    const file = path.join(links(), "social", "baby-carrier-how-to.yaml");
    const good = readFileSync(file, "utf8");
    writeFileSync(file, good.replace("fallback: us", "fallback: mars"));
    try {
      const response = await fetch(api("export.csv"));
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: "The content has mistakes to fix first: the studio lists them above its collections.",
      });
    } finally {
      writeFileSync(file, good);
    }
  });

  it("answers pages of other sites nothing", async () => {
    const response = await fetch(api("import/plan"), {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify({ csv: "" }),
    });
    expect(response.status).toBe(403);
  });
});

describe("writeAllOrNone", () => {
  it("puts every file back as it was when one of the writes fails", async () => {
    const dir = path.join(root, "all-or-none");
    mkdirSync(path.join(dir, "social", "taken.yaml"), { recursive: true });
    writeFileSync(path.join(dir, "social", "taken.yaml", "x"), "");
    writeFileSync(path.join(dir, "social", "old.yaml"), "old\n");
    writeFileSync(path.join(dir, "social", "gone.yaml"), "gone\n");
    await expect(
      writeAllOrNone(dir, [
        { name: "social/new.yaml", after: "new\n" },
        { name: "social/old.yaml", before: "old\n", after: "changed\n" },
        { name: "social/gone.yaml", before: "gone\n" },
        // A folder where the file should go: its rename fails.
        { name: "social/taken.yaml", after: "text\n" },
      ]),
    ).rejects.toThrow();
    expect(readdirSync(path.join(dir, "social")).sort()).toEqual(["gone.yaml", "old.yaml", "taken.yaml"]);
    expect(readFileSync(path.join(dir, "social", "old.yaml"), "utf8")).toBe("old\n");
    expect(readFileSync(path.join(dir, "social", "gone.yaml"), "utf8")).toBe("gone\n");
  });
});

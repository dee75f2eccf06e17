import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startStudioServer, type StudioServer } from "../../scripts/studio-server/start-studio-server";

const ENTRY = "title: Before\n";

let folder: string;
let project: string;
let server: StudioServer;

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), "studio-server-"));
  project = path.join(folder, "project");
  await mkdir(path.join(project, "content", "redirects", "social"), { recursive: true });
  await mkdir(path.join(project, "src"));
  await writeFile(path.join(project, "package.json"), "{}\n");
  await writeFile(path.join(project, "content", "x.yaml"), ENTRY);
  await writeFile(path.join(project, "content", "redirects", "social", "instagram.yaml"), "- slug: ig\n");
  await writeFile(path.join(project, "content", "redirects", "social", "tiktok.yaml"), "- slug: tt\n");
  server = await startStudioServer({ root: project, port: 0 });
});

afterEach(async () => {
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

const url = () => `http://127.0.0.1:${server.address.port}/api/v1`;

const post = (body: object, headers: Record<string, string> = {}) =>
  fetch(url(), {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

interface DataFile {
  path: string;
  slug: string;
  raw: string;
  newPath?: string;
}

const persistEntry = (file: string, raw: string, newPath?: string) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    dataFiles: [{ path: file, slug: "x", raw, newPath }] as DataFile[],
    assets: [],
    // What Decap CMS 3.x sends when an editor saves an entry (decap-cms-backend-proxy).
    options: {
      newEntry: false,
      commitMessage: "Update",
      collectionName: "pages",
      useWorkflow: false,
      hasSubfolders: true,
      unpublished: false,
      status: "draft",
    },
  },
});

/** Sends `body` on a connection of its own; resolves once it has been handed to the network. */
function sendRaw(body: object, headers: Record<string, string> = {}) {
  const data = JSON.stringify(body);
  let sent!: () => void;
  const whenSent = new Promise<void>((resolve) => (sent = resolve));
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      url(),
      { method: "POST", agent: false, headers: { "Content-Type": "application/json", ...headers } },
      (response) => {
        let text = "";
        response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on("error", reject);
    request.end(data, sent);
  });
  return { whenSent, answer };
}

const read = (file: string) => readFile(path.join(project, file), "utf8");

describe("the studio server", () => {
  it("listens on 127.0.0.1 only", async () => {
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && address.family === "IPv4" && !address.internal);
    expect(server.address.address).toBe("127.0.0.1");
    if (outside)
      await expect(fetch(`http://${outside.address}:${server.address.port}/api/v1`)).rejects.toThrow();
    const info = await post({ action: "info", params: {} });
    expect(await info.json()).toMatchObject({ type: "local_fs" });
  });

  it("refuses pages of other sites, and writes nothing for them", async () => {
    const response = await post(persistEntry("content/x.yaml", "title: Evil\n"), {
      Origin: "http://evil.example",
    });
    expect(response.status).toBe(403);
    expect(await read("content/x.yaml")).toBe(ENTRY);
  });

  it("refuses a request for another host name (DNS rebinding)", async () => {
    const { answer } = sendRaw(persistEntry("content/x.yaml", "title: Evil\n"), {
      Host: "evil.example:8081",
    });
    expect((await answer).status).toBe(403);
    expect(await read("content/x.yaml")).toBe(ENTRY);
  });

  it("answers pages on localhost, whatever their port", async () => {
    const response = await post(
      { action: "getEntry", params: { branch: "main", path: "content/x.yaml" } },
      { Origin: "http://localhost:8000" },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:8000");
    expect(await response.json()).toMatchObject({ data: ENTRY, file: { path: "content/x.yaml" } });
  });

  it.each(["../outside.yaml", "src/a.ts", "package.json", "content/../src/a.ts", "content/%2e%2e/src/a.ts"])(
    "refuses to write %s, outside content/",
    async (file) => {
      const response = await post(persistEntry(file, "written: true\n"));
      expect(response.status).toBe(403);
      expect(existsSync(path.join(folder, "outside.yaml"))).toBe(false);
      expect(existsSync(path.join(project, "src", "a.ts"))).toBe(false);
      expect(await read("package.json")).toBe("{}\n");
      expect(existsSync(path.join(project, "content", "%2e%2e"))).toBe(false);
    },
  );

  it("refuses absolute paths and paths through a link out of content/", async () => {
    await symlink(path.join(project, "src"), path.join(project, "content", "code"));
    for (const file of [path.join(project, "content", "y.yaml"), "content/code/a.ts"])
      expect((await post(persistEntry(file, "written: true\n"))).status).toBe(403);
    expect(existsSync(path.join(project, "content", "y.yaml"))).toBe(false);
    expect(existsSync(path.join(project, "src", "a.ts"))).toBe(false);
  });

  it("saves two quick edits of one file in order, and never shows half a file", async () => {
    for (let round = 0; round < 5; round++) {
      const [first, second] = ["a", "b"].map((letter) => `text: ${`${letter}${round}`.repeat(10_000)}\n`);
      const seen = new Set<string>();
      let saving = true;
      const watching = (async () => {
        while (saving) seen.add(await read("content/x.yaml"));
      })();
      const earlier = sendRaw(persistEntry("content/x.yaml", first!));
      await earlier.whenSent;
      const later = sendRaw(persistEntry("content/x.yaml", second!));
      const answers = await Promise.all([earlier.answer, later.answer]);
      saving = false;
      await watching;
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(JSON.parse(answers[0]!.text)).toEqual({ message: "entry persisted" });
      expect(await read("content/x.yaml")).toBe(second);
      const before = round === 0 ? ENTRY : `text: ${`b${round - 1}`.repeat(10_000)}\n`;
      for (const text of seen) expect([before, first, second]).toContain(text);
    }
  });

  it("finishes a save of many files before the next save starts", async () => {
    const many = persistEntry("content/x.yaml", "text: many\n");
    const translations = Array.from({ length: 100 }, (_, n) => ({
      path: `content/i18n/${n}.yaml`,
      slug: "x",
      raw: `title: ${n}\n`,
    }));
    many.params.dataFiles = [...translations, ...many.params.dataFiles];
    const earlier = sendRaw(many);
    await earlier.whenSent;
    const later = sendRaw(persistEntry("content/x.yaml", "text: one\n"));
    const answers = await Promise.all([earlier.answer, later.answer]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await read("content/x.yaml")).toBe("text: one\n");
  });

  it("moves a renamed entry of a nested collection with the files of its folder", async () => {
    await mkdir(path.join(project, "content", "pages", "old"), { recursive: true });
    await writeFile(path.join(project, "content", "pages", "old", "index.md"), "Old\n");
    await writeFile(path.join(project, "content", "pages", "old", "photo.jpg"), "jpg");
    const renamed = persistEntry("content/pages/old/index.md", "New\n", "content/pages/new/index.md");
    expect((await post(renamed)).status).toBe(200);
    expect(await read("content/pages/new/index.md")).toBe("New\n");
    expect(await read("content/pages/new/photo.jpg")).toBe("jpg");
    expect(existsSync(path.join(project, "content", "pages", "old", "index.md"))).toBe(false);
  });

  it("uploads an image to static/images/ as decap-server does, and deletes it", async () => {
    const content = Buffer.from("png").toString("base64");
    const asset = { path: "static/images/logo.png", content, encoding: "base64" };
    const options = { commitMessage: "Update media" };
    const uploaded = await post({ action: "persistMedia", params: { branch: "main", asset, options } });
    expect(await uploaded.json()).toEqual({ ...asset, id: expect.any(String), name: "logo.png" });
    expect(await read("static/images/logo.png")).toBe("png");
    const deleted = await post({
      action: "deleteFile",
      params: { branch: "main", path: asset.path, options },
    });
    expect(deleted.status).toBe(200);
    expect(existsSync(path.join(project, "static", "images", "logo.png"))).toBe(false);
  });

  it("refuses a save of an entry someone changed since it was opened, answering with their version", async () => {
    const theirs = "title: Theirs\n";
    await post(persistEntry("content/x.yaml", theirs));
    const stale = persistEntry("content/x.yaml", "title: Mine\n");
    const response = await post({
      ...stale,
      params: { ...stale.params, opened: { "content/x.yaml": ENTRY } },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: expect.stringMatching(/^Someone else published this entry after you opened it/),
      theirs,
    });
    expect(await read("content/x.yaml")).toBe(theirs);
    const current = await post({
      ...stale,
      params: { ...stale.params, opened: { "content/x.yaml": theirs } },
    });
    expect(current.status).toBe(200);
    expect(await read("content/x.yaml")).toBe("title: Mine\n");
  });

  it("creates one link when two editors create the same short link at once", async () => {
    const created = (file: string) => {
      const body = persistEntry(file, "slug: spring\ntarget: /\n");
      return { ...body, params: { ...body.params, options: { ...body.params.options, newEntry: true } } };
    };
    const [first, samePath, nextName] = await Promise.all([
      post(created("content/redirects/social/spring.yaml")),
      post(created("content/redirects/social/spring.yaml")),
      post(created("content/redirects/social/spring-1.yaml")),
    ]);
    expect(first.status).toBe(200);
    expect(await samePath.json()).toMatchObject({
      error: expect.stringMatching(/^Someone else has just created this short link/),
    });
    expect(await nextName.json()).toEqual({
      error: expect.stringMatching(/^Someone else has just created the short link spring,/),
    });
    expect(existsSync(path.join(project, "content/redirects/social/spring-1.yaml"))).toBe(false);
  });

  /** The crib's product file and a campaign link `qr-crib` in Social posts; the product file's path. */
  async function productWithCampaignLink(productYaml: string, linkYaml: string): Promise<string> {
    const product = "content/catalogue/products/crib.yaml";
    await mkdir(path.join(project, "content", "catalogue", "products"), { recursive: true });
    await writeFile(path.join(project, product), productYaml);
    await writeFile(path.join(project, "content/redirects/social/qr-crib.yaml"), linkYaml);
    return product;
  }

  it("refuses to delete a product campaign links send visitors to, naming them", async () => {
    const product = await productWithCampaignLink(
      "handle: crib\n",
      "slug: qr-crib\ntarget: /products/crib/\n",
    );
    const response = await post({
      action: "deleteFiles",
      params: { branch: "main", paths: [product], options: {} },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: expect.stringMatching(
        /^Campaign links send visitors to this page, so it was not deleted: qr-crib \(Social posts\)\./,
      ),
    });
    expect(await read(product)).toBe("handle: crib\n");
  });

  it("refuses to save a product under another Handle while campaign links send visitors to it", async () => {
    const product = await productWithCampaignLink(
      "handle: crib\nname: Crib\n",
      "slug: qr-crib\ntarget: /\noverrides:\n  - { country: nl, target: /products/crib/ }\n",
    );
    const renamed = await post(persistEntry(product, "handle: crib-two\nname: Crib\n"));
    expect(renamed.status).toBe(409);
    expect(await renamed.json()).toEqual({
      error: expect.stringMatching(
        /^Campaign links send visitors to \/products\/crib\/, so its new Handle was not saved: qr-crib \(Social posts\)\. Put the Handle back\./,
      ),
    });
    expect(await read(product)).toBe("handle: crib\nname: Crib\n");
    const renamedFile = await post(
      persistEntry(product, "handle: crib-two\n", "content/catalogue/products/crib-two.yaml"),
    );
    expect(renamedFile.status).toBe(409);
    expect(existsSync(path.join(project, "content/catalogue/products/crib-two.yaml"))).toBe(false);
    // Its other fields save as ever.
    const edited = await post(persistEntry(product, "handle: crib\nname: Cot\n"));
    expect(edited.status).toBe(200);
    expect(await read(product)).toBe("handle: crib\nname: Cot\n");
  });

  it("lists a folder's entries in Decap's format", async () => {
    const response = await post({
      action: "entriesByFolder",
      params: { branch: "main", folder: "content/redirects/social", extension: "yaml", depth: 1 },
    });
    const entries = (await response.json()) as { data: string; file: { path: string; id: string } }[];
    expect(entries.sort((a, b) => a.file.path.localeCompare(b.file.path))).toEqual([
      {
        data: "- slug: ig\n",
        file: { path: "content/redirects/social/instagram.yaml", id: expect.any(String) },
      },
      {
        data: "- slug: tt\n",
        file: { path: "content/redirects/social/tiktok.yaml", id: expect.any(String) },
      },
    ]);
  });
});

describe("an entry's history", () => {
  const file = "content/x.yaml";
  const history = async (of: string) => {
    const response = await fetch(
      `http://127.0.0.1:${server.address.port}/api/history?path=${encodeURIComponent(of)}`,
    );
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const git = (...args: string[]) => execFileSync("git", args, { cwd: project, stdio: "pipe" });

  it("lists the commits of a git checkout with who and when, then the studio's saves on top", async () => {
    git("init", "--quiet");
    git("add", ".");
    git(
      "-c",
      "user.name=Anna Smit",
      "-c",
      "user.email=anna@babyshop.example",
      "commit",
      "--quiet",
      "-m",
      "Start",
    );
    expect((await post(persistEntry(file, "title: After\n"))).status).toBe(200);
    const { body } = await history(file);
    expect(body).toEqual({
      git: true,
      versions: [
        { text: "title: After\n", author: "Saved in the studio", date: expect.any(String), kept: "studio" },
        { text: ENTRY, author: "Anna Smit", date: expect.any(String), kept: "git" },
      ],
    });
  });

  it("keeps the studio's saves, and a hand edit they replaced, where the content is not a git checkout", async () => {
    await writeFile(path.join(project, file), "title: By hand\n");
    expect((await post(persistEntry(file, "title: Saved\n"))).status).toBe(200);
    expect(await history(file)).toEqual({
      status: 200,
      body: {
        git: false,
        versions: [
          { text: "title: Saved\n", author: "Saved in the studio", date: expect.any(String), kept: "studio" },
          {
            text: "title: By hand\n",
            author: "Changed on this computer, not in git",
            date: expect.any(String),
            kept: "disk",
          },
        ],
      },
    });
  });

  it.each(["package.json", "../outside.yaml", "content/../src/a.ts"])(
    "reads no history of %s",
    async (of) => {
      expect((await history(of)).status).toBe(403);
    },
  );
});

import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LINK_GROUPS, linkCollectionName } from "../../src/studio/link-collections";

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Bare Decap CMS</title>
  </head>
  <body>
    <script>window.CMS_MANUAL_INIT = true;</script>
    <script src="decap-cms.js"></script>
    <script src="config.js"></script>
  </body>
</html>
`;

const string = (name: string, label: string) => ({ name, label, widget: "string" });

/** A campaign link's fields with Decap's own widgets: strings, and its lists and objects of strings. */
const LINK_FIELDS = [
  string("slug", "Short link"),
  { ...string("note", "Note"), required: false },
  string("target", "Page"),
  { name: "countries", label: "Countries", widget: "list" },
  string("fallback", "Shop for every other country"),
  {
    name: "tracking",
    label: "Tracking",
    widget: "object",
    required: false,
    fields: ["source", "medium", "campaign"].map((name) => ({ ...string(name, name), required: false })),
  },
  {
    name: "overrides",
    label: "Exceptions",
    widget: "list",
    required: false,
    fields: [
      string("country", "Country"),
      ...["target", "url", "shop"].map((name) => ({ ...string(name, name), required: false })),
      { name: "noTracking", label: "No tracking", widget: "boolean", required: false },
    ],
  },
];

/**
 * Decap's configuration at its barest over the same link folders, in the studio's order and with its
 * labels (so the same first list opens and the same entry is found): Decap's own yaml format, its own
 * widgets and its default preview, on the local backend at `backendUrl`.
 */
const bareConfig = (backendUrl: string) => ({
  load_config_file: false,
  backend: { name: "git-gateway", branch: "main" },
  local_backend: { url: backendUrl },
  media_folder: "static/images",
  public_folder: "/images",
  collections: LINK_GROUPS.map((group) => ({
    name: linkCollectionName(group.folder),
    label: `Campaign links: ${group.label}`,
    folder: `content/redirects/${group.folder}`,
    format: "yaml",
    extension: "yaml",
    create: true,
    identifier_field: "slug",
    slug: "{{slug}}",
    fields: LINK_FIELDS,
  })),
});

/** Writes the bare Decap CMS to `dir`: Decap's files as the studio publishes them, and a bare page. */
export function writeBareDecap(dir: string, studioDir: string, backendUrl: string): void {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(studioDir).filter((file) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(file)))
    copyFileSync(path.join(studioDir, name), path.join(dir, name));
  writeFileSync(path.join(dir, "index.html"), INDEX_HTML);
  writeFileSync(
    path.join(dir, "config.js"),
    `CMS.init({ config: ${JSON.stringify(bareConfig(backendUrl))} });\n`,
  );
}

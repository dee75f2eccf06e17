// The studio's bulk import at /admin/import.html: export the campaign links as CSV, see what an
// uploaded CSV changes per link, confirm each link it moves to another group, and import it in one step
// through the local backend (scripts/studio-server/link-import.ts), which checks it all again.
import { importCounts, importWords, type ShownPlan } from "./import-view";
import type { CollectionPlace } from "./content-problems";
import { studioConfig } from "./studio-config";
import { STUDIO_CONTEXT_FILE, type StudioContext } from "./studio-context";
import type { LinkDifference } from "../redirects/plan-import";

type Child = Node | string;

/** An element with its attributes (`class`, `for`, …) and children. */
function el(tag: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "1 new link, 2 changed links": the kinds a dry run has, in the order the table shows them. */
const summary = (counts: ReturnType<typeof importCounts>): string =>
  [
    counts.new > 0 && plural(counts.new, "new link"),
    counts.changed > 0 && plural(counts.changed, "changed link"),
    counts.moved > 0 && `${plural(counts.moved, "link")} moving to another group`,
    counts.unchanged > 0 && `${counts.unchanged} unchanged`,
  ]
    .filter(Boolean)
    .join(", ") || "no links";

/** Answers of the local backend: its JSON, or its refusal's words. */
async function call<T>(url: string, body: object): Promise<{ ok: boolean; answer: T & { error?: string } }> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return { ok: response.ok, answer: (await response.json()) as T & { error?: string } };
  } catch {
    const error = "The studio's backend did not answer: is npm run develop still running?";
    return { ok: false, answer: { error } as T & { error: string } };
  }
}

function bulkImport(context: StudioContext, api: string): HTMLElement {
  const words = importWords(context.shops);
  const collections = studioConfig(context, window.location.origin).collections as CollectionPlace[];
  const status = el("p", { class: "import-status", role: "status" });
  const result = el("div", { class: "import-result" });
  const input = el("input", { type: "file", id: "csv-file", accept: ".csv,text/csv" }) as HTMLInputElement;

  const exportButton = el("button", { type: "button", class: "import-button" }, "Export as CSV");
  exportButton.addEventListener("click", () => {
    void fetch(`${api}/export.csv`).then(async (response) => {
      if (!response.ok) {
        status.textContent = ((await response.json()) as { error: string }).error;
        return;
      }
      const link = el("a", { href: URL.createObjectURL(await response.blob()), download: "links.csv" });
      link.click();
      URL.revokeObjectURL(link.getAttribute("href") ?? "");
    });
  });

  const fieldList = (link: Extract<LinkDifference, { fields: unknown }>) =>
    el(
      "ul",
      { class: "import-fields" },
      ...words
        .fields(link.fields)
        .map(({ label, before, after }) =>
          el(
            "li",
            {},
            el("span", { class: "import-field" }, `${label}: `),
            el("del", {}, before || "(empty)"),
            " → ",
            el("ins", {}, after || "(empty)"),
          ),
        ),
    );

  /** The dry run: problems, then each link that changes, then those that do not. */
  function show(plan: ShownPlan, name: string, text: string): void {
    const counts = importCounts(plan.links);
    const problems = words.problems(plan, name, collections);
    const confirms: HTMLInputElement[] = [];
    const rows = plan.links.flatMap((link) => {
      if (link.kind === "unchanged") return [];
      const what: Child[] = [];
      if (link.kind === "new") what.push(el("span", { class: "import-kind import-new" }, "New"));
      if (link.kind === "changed") what.push(el("span", { class: "import-kind import-changed" }, "Changed"));
      if (link.kind === "moved") {
        const box = el("input", { type: "checkbox", id: `move-${link.slug}` }) as HTMLInputElement;
        confirms.push(Object.assign(box, { value: link.slug }));
        what.push(
          el("span", { class: "import-kind import-moved" }, "Moves to another group"),
          el(
            "p",
            {},
            `This short link is already live in ${words.groupName(link.fromGroup)}: the row moves it to ${words.groupName(link.group)}, and its codes then lead where this row says.`,
          ),
          el(
            "label",
            { class: "import-confirm", for: box.id },
            box,
            ` Move ${link.slug} from ${words.groupName(link.fromGroup)} to ${words.groupName(link.group)}`,
          ),
        );
      }
      if (link.kind !== "new" && link.fields.length > 0) what.push(fieldList(link));
      return [
        el(
          "tr",
          { class: `import-row-${link.kind}` },
          el("th", { scope: "row" }, link.slug),
          el("td", {}, words.groupName(link.group)),
          el("td", {}, ...what),
        ),
      ];
    });
    const changing = counts.new + counts.changed + counts.moved;
    const apply = el(
      "button",
      { type: "button", class: "import-button import-apply" },
      `Import ${plural(changing, "link")}`,
    ) as HTMLButtonElement;
    const why = el("span", { class: "import-why" });
    const update = () => {
      const unconfirmed = confirms.filter((box) => !box.checked).length;
      apply.disabled = problems.length > 0 || changing === 0 || unconfirmed > 0;
      why.textContent =
        problems.length > 0
          ? "Fix the problems in the file and choose it again."
          : unconfirmed > 0
            ? `Confirm ${unconfirmed === 1 ? "the move" : `the ${unconfirmed} moves`} above first.`
            : changing === 0
              ? "Nothing to import: every link is as the file says."
              : "";
    };
    for (const box of confirms) box.addEventListener("change", update);
    apply.addEventListener("click", () => {
      apply.disabled = true;
      status.textContent = "Importing…";
      const confirmedMoves = confirms.filter((box) => box.checked).map((box) => box.value);
      void call<{ written: number; plan?: ShownPlan }>(`${api}/import/apply`, {
        csv: text,
        confirmedMoves,
        seen: plan.seen,
      }).then(({ ok, answer }) => {
        if (!ok) {
          if (answer.plan) show(answer.plan, name, text);
          status.textContent = answer.error ?? "The import was refused.";
          return;
        }
        result.replaceChildren();
        status.replaceChildren(
          `Imported: ${plural(changing, "link")} ${changing === 1 ? "is" : "are"} in the studio now. `,
          el("a", { href: "./" }, "Back to the studio"),
        );
      });
    });
    update();

    const unchanged = plan.links.filter((link) => link.kind === "unchanged");
    result.replaceChildren(
      el("p", { class: "import-summary" }, `${name}: ${summary(counts)}.`),
      ...(problems.length > 0
        ? [
            el(
              "section",
              { class: "import-problems", role: "alert", "aria-label": "Problems" },
              el(
                "h3",
                {},
                `Nothing can be imported until ${problems.length === 1 ? "this is" : "these are"} fixed in the file`,
              ),
              el(
                "ul",
                {},
                ...problems.map(({ text: said, href }) =>
                  el("li", {}, said, ...(href ? [" ", el("a", { href: `./${href}` }, "Open to fix")] : [])),
                ),
              ),
            ),
          ]
        : []),
      ...(rows.length > 0
        ? [
            el(
              "table",
              { class: "import-links", "aria-label": "What the import changes" },
              el(
                "thead",
                {},
                el("tr", {}, el("th", {}, "Short link"), el("th", {}, "Group"), el("th", {}, "What changes")),
              ),
              el("tbody", {}, ...rows),
            ),
          ]
        : []),
      ...(unchanged.length > 0
        ? [
            el(
              "details",
              { class: "import-unchanged" },
              el("summary", {}, `${plural(unchanged.length, "link")} unchanged`),
              el("p", {}, unchanged.map((link) => link.slug).join(", ")),
            ),
          ]
        : []),
      el("div", { class: "import-actions" }, apply, why),
    );
  }

  input.addEventListener("change", () => {
    const chosen = input.files?.[0];
    if (!chosen) return;
    status.textContent = "Reading the file…";
    void chosen.text().then(async (text) => {
      const { ok, answer } = await call<ShownPlan>(`${api}/import/plan`, { csv: text });
      status.textContent = ok ? "" : (answer.error ?? "The file could not be read.");
      if (ok) show(answer, chosen.name, text);
      // The same file chosen again, edited, is read again.
      input.value = "";
    });
  });

  return el(
    "main",
    { class: "import-page" },
    el("h1", {}, "Bulk import of campaign links"),
    el(
      "section",
      { class: "import-card" },
      el("h2", {}, "Export"),
      el("p", {}, "Every campaign link as one row of a CSV file, to edit in a spreadsheet and import again."),
      exportButton,
    ),
    el(
      "section",
      { class: "import-card" },
      el("h2", {}, "Import"),
      el(
        "p",
        {},
        "Each row adds the link with its short link, or changes it; links not in the file stay as they are. You see what changes before anything is saved.",
      ),
      el("label", { for: input.id, class: "import-file" }, "CSV file to import"),
      input,
      status,
      result,
    ),
  );
}

const header = el(
  "header",
  { class: "import-header" },
  el("a", { href: "./" }, "← Back to the studio"),
  el("span", {}, "Content studio"),
);
document.body.append(header);
void fetch(STUDIO_CONTEXT_FILE, { cache: "no-store" })
  .then((response) => {
    if (!response.ok) throw new Error(`The studio's context did not load (${response.status})`);
    return response.json() as Promise<StudioContext>;
  })
  .then(
    (context) => {
      if (!context.localBackend) {
        document.body.append(
          el(
            "main",
            { class: "import-page" },
            el("p", {}, "Bulk import runs in the studio of npm run develop."),
          ),
        );
        return;
      }
      document.body.append(bulkImport(context, context.localBackend.replace(/\/v1$/, "/links")));
    },
    (error: unknown) => {
      document.body.append(
        el("main", { class: "import-page" }, el("p", {}, `Bulk import cannot open: ${String(error)}`)),
      );
    },
  );

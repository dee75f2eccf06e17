import { checkableData, type EntryCheck } from "./checked-widgets";
import { dataOfText, decapStore, fieldsOf, openEntry, showInForm, type OpenEntry } from "./decap-store";
import type { EntryHistory, EntryVersion } from "./entry-versions";
import { fieldChanges, type FieldShape } from "./field-changes";
import { button, element } from "./panel-elements";

type Store = Awaited<ReturnType<typeof decapStore>>;

const when = (date: string) =>
  new Date(date).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** Who made a version and when, as the list and its messages say it. */
const madeBy = (version: EntryVersion) => `${version.author}, ${when(version.date)}`;

/** The studio's save of an entry's file as `text`, as Decap's local backend sends one. */
const saveRequest = (entry: OpenEntry, text: string) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    dataFiles: [{ path: entry.path, slug: entry.slug, raw: text }],
    assets: [],
    options: { newEntry: false, collectionName: entry.collection, useWorkflow: false, unpublished: false },
  },
});

/**
 * The "History" button of the entry editor and its panel: the entry's earlier versions, who made each
 * and when, what each changed in the form's words, and a way to restore one. A restore is a save: the
 * version must pass the entry's checks here, then the backend's (the file must not have changed since
 * the studio read it), and the form then shows it.
 */
export function showEntryHistory(backend: string, checkOf: (collection: string) => EntryCheck): void {
  const historyUrl = new URL("/api/history", backend);
  const opener = button("History", () => void decapStore().then(open));
  opener.className = "entry-history-button";
  opener.hidden = true;
  document.body.append(opener);
  let panel: HTMLElement | undefined;

  void decapStore().then((store) => {
    let shownFor: string | undefined;
    store.subscribe(() => {
      const path = openEntry(store)?.path;
      opener.hidden = path === undefined;
      if (path === shownFor) return;
      shownFor = path;
      panel?.remove();
      panel = undefined;
    });
  });

  async function open(store: Store): Promise<void> {
    const entry = openEntry(store);
    if (!entry) return;
    panel?.remove();
    panel = element("aside");
    panel.className = "entry-history";
    panel.setAttribute("aria-label", "History");
    const status = element("p");
    status.setAttribute("role", "status");
    const list = element("div");
    panel.append(
      element("h2", `History of ${entry.slug}`),
      status,
      list,
      button("Close", () => {
        panel?.remove();
        panel = undefined;
      }),
    );
    document.body.append(panel);
    await fill(store, entry, list, status);
  }

  async function fill(store: Store, entry: OpenEntry, list: HTMLElement, status: HTMLElement): Promise<void> {
    list.replaceChildren(element("p", "Reading the earlier versions…"));
    const url = new URL(historyUrl);
    url.searchParams.set("path", entry.path);
    const response = await fetch(url);
    if (!response.ok) {
      list.replaceChildren(element("p", "The earlier versions could not be read."));
      return;
    }
    const { git, versions } = (await response.json()) as EntryHistory;
    const fields = fieldsOf(store, entry.collection, entry.slug);
    const notes = [
      ...(git
        ? []
        : [
            "The content is not kept in git here, so only the versions saved in the studio since it started are listed.",
          ]),
      ...(versions.length < 2 ? ["There is no earlier version of this entry."] : []),
    ];
    const items = element("ol");
    versions.forEach((version, index) => {
      const older = versions[index + 1];
      const data = dataOfText(store, entry.collection, version.text);
      const item = element("li");
      item.setAttribute("aria-label", madeBy(version));
      item.append(element("strong", madeBy(version)), index === 0 ? " (now)" : "");
      item.append(changesOf(fields, older && dataOfText(store, entry.collection, older.text), data));
      if (index > 0)
        item.append(
          button("Restore this version", () => void restore(store, version, data, fields, list, status)),
        );
      items.append(item);
    });
    list.replaceChildren(...notes.map((note) => element("p", note)), items);
  }

  async function restore(
    store: Store,
    version: EntryVersion,
    data: Record<string, unknown>,
    fields: FieldShape[],
    list: HTMLElement,
    status: HTMLElement,
  ): Promise<void> {
    const entry = openEntry(store);
    if (!entry) return;
    const problems = checkOf(entry.collection)(checkableData(data), entry.path);
    if (problems.length > 0) {
      const label = (name: unknown) => fields.find((field) => field.name === name)?.label ?? String(name);
      const reasons = problems.map((problem) => `${label(problem.path[0])}: ${problem.message}`);
      status.textContent = `This version was not restored, as it would not work now. ${reasons.join(" ")}`;
      return;
    }
    if (entry.changed && !window.confirm("Restoring replaces the changes you have not published. Restore?"))
      return;
    const response = await fetch(backend, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify(saveRequest(entry, version.text)),
    });
    if (!response.ok) {
      const { error } = (await response.json().catch(() => ({}))) as { error?: string };
      status.textContent = `This version was not restored. ${error ?? ""}`.trim();
      return;
    }
    showInForm(store, data, { saved: true });
    status.textContent = `Restored the version of ${madeBy(version)}. It is published.`;
    await fill(store, entry, list, status);
  }
}

/** What a version changed from the one before it, field by field. */
function changesOf(
  fields: FieldShape[],
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): HTMLElement {
  if (!before) return element("p", "The first version.");
  const changes = fieldChanges(fields, before, after);
  if (changes.length === 0) return element("p", "No field changed.");
  const list = element("ul");
  for (const change of changes) {
    const item = element("li");
    item.append(
      element("span", `${change.label}: `),
      element("del", change.before),
      " → ",
      element("ins", change.after),
    );
    list.append(item);
  }
  return list;
}

import { dataOfText, decapStore, fieldsOf, openEntry, showInForm } from "./decap-store";
import { mergeRows } from "./field-changes";
import { button, element } from "./panel-elements";
import { noteRead, noteSaved, withOpenedVersions, type SeenVersions } from "./saved-versions";

/** The local backend's answer to a save it refused because it would have undone someone else's. */
interface Refusal {
  error: string;
  theirs?: string;
}

interface Versions {
  opened: string | undefined;
  theirs: string;
  mine: string;
}

/** Taken, the marketer publishes the combination over their version. */
async function mergeList(versions: Versions, tookTheirs: () => void): Promise<HTMLElement | undefined> {
  const store = await decapStore();
  const entry = openEntry(store);
  if (!entry || versions.opened === undefined) return undefined;
  const read = (text: string) => dataOfText(store, entry.collection, text);
  const theirs = read(versions.theirs);
  const rows = mergeRows(
    fieldsOf(store, entry.collection, entry.slug),
    read(versions.opened),
    read(versions.mine),
    theirs,
  );
  if (rows.length === 0) return undefined;
  const list = element("ul");
  list.className = "merge-rows";
  for (const row of rows) {
    const item = element("li");
    item.setAttribute("aria-label", row.label);
    const take = button("Take theirs", () => {
      showInForm(store, theirs, { saved: false, only: [row.name] });
      tookTheirs();
      take.replaceWith(element("span", "Theirs taken: publish to save both."));
    });
    item.append(
      element("strong", row.label),
      element("span", ` Theirs: ${row.theirs}`),
      element("span", ` Yours: ${row.mine}${row.changedBy === "them" ? " (you left it as it was)" : ""} `),
      take,
    );
    list.append(item);
  }
  return list;
}

/** Decap's notice says why the save was refused; this shows what the other editor changed, to take or keep. */
function showTheirVersion(versions: Versions, keepMine: (() => void) | undefined): void {
  document.querySelector(".their-version")?.remove();
  const panel = element("aside");
  panel.className = "their-version";
  panel.setAttribute("aria-label", "Their version");
  const text = element("pre", versions.theirs);
  const file = element("details");
  file.append(element("summary", "Their version as it is saved"), text);
  const takeAll = button("Take all of theirs", () => {
    void decapStore().then((store) => {
      const entry = openEntry(store);
      if (entry) showInForm(store, dataOfText(store, entry.collection, versions.theirs), { saved: true });
      keepMine?.();
      panel.remove();
    });
  });
  const replace = button("Keep mine: publish it over theirs", () => {
    keepMine?.();
    panel.remove();
  });
  const close = button("Close", () => panel.remove());
  panel.append(
    element("h2", "Their version, published while you were editing"),
    file,
    ...(keepMine ? [takeAll, " ", replace, " "] : []),
    close,
  );
  document.body.append(panel);
  if (keepMine)
    void mergeList(versions, keepMine).then((list) => {
      if (!list) return;
      const intro = element(
        "p",
        "What they changed, beside yours: take theirs where you want it, then publish.",
      );
      file.before(intro, list);
    });
}

/** Sends the versions files were opened at; the local backend refuses a save that would undo someone else's. */
export function guardSaves(backend: string): void {
  const seen: SeenVersions = new Map();
  const send = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    if (String(input) !== backend || typeof init?.body !== "string") return send(input, init);
    const request = withOpenedVersions(
      seen,
      JSON.parse(init.body) as Parameters<typeof withOpenedVersions>[1],
    );
    const response = await send(input, { ...init, body: JSON.stringify(request) });
    if (response.ok) {
      noteRead(seen, request.action, await response.clone().json());
      noteSaved(seen, request);
    } else if (response.status === 409) {
      const { theirs } = (await response.clone().json()) as Refusal;
      const path = request.params?.dataFiles?.[0]?.path;
      // A new entry cannot replace theirs: it needs a name of its own.
      const isNew = (request.params?.options as { newEntry?: boolean } | undefined)?.newEntry === true;
      const mine = request.params?.dataFiles?.[0]?.raw;
      const opened = (request.params?.opened as Record<string, string> | undefined)?.[path ?? ""];
      if (theirs !== undefined && path !== undefined && mine !== undefined)
        showTheirVersion({ opened, theirs, mine }, isNew ? undefined : () => seen.set(path, theirs));
    }
    return response;
  };
}

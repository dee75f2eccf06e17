import { noteRead, noteSaved, withOpenedVersions, type SeenVersions } from "./saved-versions";

/** The local backend's answer to a save it refused because it would have undone someone else's. */
interface Refusal {
  error: string;
  theirs?: string;
}

/**
 * Shows the version another editor published beside the form the refused save left as it was, so that
 * the marketer can take what they need from it; Decap's notice says why the save was refused.
 */
function showTheirVersion(theirs: string, keepMine: (() => void) | undefined): void {
  document.querySelector(".their-version")?.remove();
  const panel = document.createElement("aside");
  panel.className = "their-version";
  panel.setAttribute("aria-label", "Their version");
  const heading = Object.assign(document.createElement("h2"), {
    textContent: "Their version, published while you were editing",
  });
  const text = Object.assign(document.createElement("pre"), { textContent: theirs });
  const replace = Object.assign(document.createElement("button"), {
    type: "button",
    textContent: "Keep mine: publish it over theirs",
  });
  replace.addEventListener("click", () => {
    keepMine?.();
    panel.remove();
  });
  const close = Object.assign(document.createElement("button"), { type: "button", textContent: "Close" });
  close.addEventListener("click", () => panel.remove());
  panel.append(heading, text, ...(keepMine ? [replace, " "] : []), close);
  document.body.append(panel);
}

/**
 * Sends with each save to Decap's local backend the versions its files were opened at, and shows the
 * other version when the backend refuses the save because someone else changed the file meanwhile.
 */
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
      if (theirs !== undefined && path !== undefined)
        showTheirVersion(theirs, isNew ? undefined : () => seen.set(path, theirs));
    }
    return response;
  };
}

/**
 * Adds "Bulk import" to Decap's top bar, after its own links: a copy of its first link (Contents), so
 * that it looks like one, leading to the bulk import page beside the studio. Decap draws its bar again
 * as the marketer moves around, so the link is added again whenever it is gone.
 */
export function linkBulkImport(): void {
  const add = () => {
    const list = document.querySelector("header nav ul");
    const first = list?.querySelector("li");
    if (!list || !first || list.querySelector(".bulk-import-link")) return;
    const item = first.cloneNode(true) as HTMLElement;
    const link = item.querySelector("a");
    if (!link) return;
    item.classList.add("bulk-import-link");
    link.href = "import.html";
    link.classList.remove("header-link-active");
    link.removeAttribute("aria-current");
    const label = [...link.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
    if (label) label.textContent = "Bulk import";
    else link.append("Bulk import");
    list.append(item);
  };
  new MutationObserver(add).observe(document.body, { childList: true, subtree: true });
}

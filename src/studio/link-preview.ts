import { qrPngDataUrl, qrSvg, shortLinkUrl } from "../redirects/qr-code";
import type { RedirectEntry } from "../redirects/table-schema";
import type { ComponentInstance, PreviewProps } from "./decap";
import { entryToCheck, type EntryCheck } from "./checked-widgets";
import { linkLandings, type Landing } from "./link-landings";
import type { StudioContext } from "./studio-context";

interface QrState {
  url?: string;
  svg?: string;
  png?: string;
}

type Preview = ComponentInstance<PreviewProps> & { state: QrState; drawn?: string; draw(): void };

/**
 * Beside the form: the short link, where each country lands (what changed from the saved link
 * marked), a warning for a page a shop run elsewhere must have, and the link's print-ready QR code.
 */
export function linkPreview(context: StudioContext, check: EntryCheck) {
  const { h, createClass } = window;
  const savedOf = (path: unknown) => Object.values(context.links).find((link) => link.file === path)?.entry;
  // The site the studio runs on (the development server, in `npm run develop`) answers the saved link.
  const tryUrl = (slug: string, country: string) =>
    `${window.location.origin}/redirects/${slug}/?country=${country}`;

  /** A titled list of what the marketer should look at: warnings, or problems that keep it from saving. */
  const notes = (className: string, label: string, intro: string, items: readonly string[]) =>
    h(
      "section",
      { className, "aria-label": label },
      h("p", null, intro),
      h("ul", null, ...items.map((item, i) => h("li", { key: i }, item))),
    );

  /** A country's landing, with a way to try the saved link as its visitors, when `slug` is given. */
  const row = (landing: Landing, slug?: string) =>
    h(
      "tr",
      { key: landing.label, className: landing.before ? "changed" : undefined },
      h("th", { scope: "row" }, landing.label),
      h(
        "td",
        null,
        h("span", { className: "shop" }, landing.shop ?? "Outside the shops"),
        h("span", { className: "address" }, landing.address),
        slug && landing.country
          ? h(
              "a",
              {
                className: "try",
                href: tryUrl(slug, landing.country),
                target: "_blank",
                rel: "noopener",
                "aria-label": `Try it here as a visitor from ${landing.label}`,
              },
              "Try it here",
            )
          : null,
        landing.before ? h("del", { className: "address" }, landing.before) : null,
        landing.elsewhere
          ? h(
              "p",
              { className: "warning" },
              `${landing.elsewhere} is run elsewhere: check that it has this page.`,
            )
          : null,
        landing.mismatch ? h("p", { className: "warning" }, landing.mismatch) : null,
      ),
      h("td", null, landing.before ? h("mark", null, "changed") : null),
    );

  /**
   * A printed code cannot be changed, so it is offered only for a link that is saved and that the build
   * accepts: its short link then answers. A saved link whose short link is being changed has a problem
   * (the file name must be the slug), so it gets no code either.
   */
  const printableUrl = (entry: PreviewProps["entry"]): string | undefined => {
    const { data, file } = entryToCheck(entry);
    const slug = data.slug;
    if (!file || typeof slug !== "string" || check(data, file).length > 0) return undefined;
    return shortLinkUrl(slug, context.shops);
  };

  return createClass<PreviewProps>({
    getInitialState: (): QrState => ({}),
    componentDidMount(this: Preview) {
      this.draw();
    },
    componentDidUpdate(this: Preview) {
      this.draw();
    },
    /** The QR code is drawn once per short link, not on every keystroke. */
    draw(this: Preview) {
      const url = printableUrl(this.props.entry);
      if (url === this.drawn) return;
      this.drawn = url;
      if (!url) return this.setState({ url: undefined });
      void Promise.all([qrSvg(url), qrPngDataUrl(url)]).then(([svg, png]) => {
        if (this.drawn === url) this.setState({ url, svg, png });
      });
    },
    render(this: Preview) {
      const { entry } = this.props;
      const { data, file } = entryToCheck(entry);
      const problems = check(data, file);
      const link = data as unknown as RedirectEntry;
      const saved = file ? savedOf(file) : undefined;
      const { url, svg, png } = this.state;
      const slug = typeof link.slug === "string" ? link.slug : "";
      const landings = problems.length > 0 ? [] : linkLandings(link, context.shops, saved);
      const mismatches = landings.flatMap((landing) => (landing.mismatch ? [landing.mismatch] : []));
      // The site answers the link as it is saved: it is tried once the form holds no change of where it leads.
      const tried = saved && saved.slug === slug && landings.every((landing) => !landing.before);
      return h(
        "article",
        { className: "link-preview" },
        h("h1", null, slug ? shortLinkUrl(slug, context.shops) : "A new campaign link"),
        link.retired
          ? h(
              "p",
              { className: "retired" },
              `Retired: every visitor lands on ${link.retired} of their own country's shop.`,
            )
          : null,
        mismatches.length > 0
          ? notes("mismatches", "Warnings", "The link can be saved, but check these:", mismatches)
          : null,
        problems.length > 0
          ? notes(
              "problems",
              "Problems",
              "Fix these and the countries show where they land:",
              problems.map((problem) => problem.message),
            )
          : h(
              "table",
              { className: "landings" },
              h("caption", null, "Where each country lands"),
              h(
                "thead",
                null,
                h(
                  "tr",
                  null,
                  h("th", { scope: "col" }, "Visitor from"),
                  h("th", { scope: "col" }, "Lands on"),
                  h("td"),
                ),
              ),
              h("tbody", null, ...landings.map((landing) => row(landing, tried ? slug : undefined))),
            ),
        problems.length === 0 && !tried
          ? h("p", { className: "try-later" }, "Once the link is published, each country can be tried here.")
          : null,
        url && svg
          ? h(
              "figure",
              { className: "qr" },
              h("div", { className: "qr-code", dangerouslySetInnerHTML: { __html: svg } }),
              h(
                "figcaption",
                null,
                `QR code of ${url} `,
                h(
                  "a",
                  {
                    href: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
                    download: `${link.slug}.svg`,
                  },
                  "Download SVG",
                ),
                " ",
                png ? h("a", { href: png, download: `${link.slug}.png` }, "Download PNG") : null,
              ),
            )
          : h(
              "p",
              { className: "qr-later" },
              file
                ? "The QR code shows once the problems above are fixed and the link is saved."
                : "The QR code shows once the link is saved: a printed code must lead to a working address.",
            ),
      );
    },
  });
}

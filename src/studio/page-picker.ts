import { closestPages, findPages, type PageChoice } from "../redirects/page-search";
import type { ComponentInstance, WidgetProps } from "./decap";
import type { StudioContext } from "./studio-context";

export const PAGE_PICKER_WIDGET = "page-picker";

interface PickerState {
  open?: boolean;
  /** The option the arrow keys are on. */
  active?: number;
}

type PickerProps = WidgetProps & {
  onChange(value: string): void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
};
type Picker = ComponentInstance<PickerProps> & { state: PickerState };

/** Every page links may lead to, by its title in the studio's language. */
export const pageChoices = (context: StudioContext): PageChoice[] =>
  context.pages.map((path) => ({ path, title: context.pageTitles[path] ?? path }));

/** What the list offers for `typed`: the pages it names, else the closest ones, else every page. */
function offered(typed: string, pages: readonly PageChoice[]): { heading?: string; options: PageChoice[] } {
  if (!typed.trim()) return { options: [...pages] };
  const found = findPages(typed, pages);
  if (found.length > 0) return { options: found };
  const closest = closestPages(typed, pages);
  return closest.length > 0
    ? { heading: "No page is called that. The closest:", options: closest }
    : { heading: "No page is called that. Every page:", options: [...pages] };
}

/**
 * The "Page" of a campaign link: a box that finds the shop's pages by title or address as it is typed,
 * and keeps the address (/categories/kitchen/) once one is picked. Whatever is typed stays in the box,
 * so the checks refuse a page the shops do not have while it is typed.
 */
export function registerPagePicker(pages: readonly PageChoice[]): void {
  const { CMS, h, createClass } = window;
  const titleOf = new Map(pages.map((page) => [page.path, page.title]));
  const control = createClass<PickerProps>({
    getInitialState: (): PickerState => ({}),
    render(this: Picker) {
      const { value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      const typed = typeof value === "string" ? value : "";
      const { heading, options } = offered(typed, pages);
      const listId = `${forID}-pages`;
      const active = Math.min(this.state.active ?? 0, options.length - 1);
      const title = titleOf.get(typed);
      // A page picked, or typed in full, leaves nothing to choose.
      const open = this.state.open === true && options.length > 0 && title === undefined;
      const pick = (path: string) => {
        onChange(path);
        this.setState({ open: false, active: 0 });
      };
      const onKeyDown = (event: { key: string; preventDefault(): void }) => {
        if (event.key === "ArrowDown" || event.key === "ArrowUp") {
          event.preventDefault();
          const step = event.key === "ArrowDown" ? 1 : -1;
          const next = open ? (active + step + options.length) % options.length : 0;
          this.setState({ open: true, active: next });
        } else if (event.key === "Enter" && open) {
          event.preventDefault();
          const chosen = options[active];
          if (chosen) pick(chosen.path);
        } else if (event.key === "Escape") this.setState({ open: false });
      };
      return h(
        "div",
        null,
        h(
          "div",
          { className: "page-picker" },
          h("input", {
            id: forID,
            className: classNameWrapper,
            type: "text",
            role: "combobox",
            autoComplete: "off",
            "aria-autocomplete": "list",
            "aria-expanded": open,
            "aria-controls": listId,
            "aria-activedescendant": open ? `${listId}-${active}` : undefined,
            placeholder: "Type a page's name, like Kitchen",
            value: typed,
            onChange: (event: { target: { value: string } }) => {
              onChange(event.target.value);
              this.setState({ open: true, active: 0 });
            },
            onFocus: () => {
              setActiveStyle();
              this.setState({ open: true });
            },
            onBlur: () => {
              setInactiveStyle();
              this.setState({ open: false });
            },
            onKeyDown,
          }),
          open
            ? h(
                "div",
                { className: "page-picker-list" },
                heading ? h("p", { className: "page-picker-heading" }, heading) : null,
                h(
                  "ul",
                  { id: listId, role: "listbox", "aria-label": "Pages" },
                  ...options.map((page, i) =>
                    h(
                      "li",
                      {
                        key: page.path,
                        id: `${listId}-${i}`,
                        role: "option",
                        "aria-selected": i === active,
                        // Picked before the box loses focus, which closes the list.
                        onMouseDown: (event: { preventDefault(): void }) => {
                          event.preventDefault();
                          pick(page.path);
                        },
                      },
                      h("span", { className: "page-picker-name" }, page.title),
                      " ",
                      h("span", { className: "page-picker-path" }, page.path),
                    ),
                  ),
                ),
              )
            : null,
        ),
        title ? h("p", { className: "page-picker-title" }, `The page: ${title}`) : null,
      );
    },
  });
  CMS.registerWidget(PAGE_PICKER_WIDGET, control);
}

import type { ComponentInstance, WidgetProps } from "./decap";
import { PAGE_PICKER_WIDGET } from "./page-picker";

export const LINK_RETIREMENT_WIDGET = "link-retirement";

/** Where a retired link sends everyone, on their own country's shop, unless the marketer picks a page. */
const SHOP_HOME = "/";

interface RetirementState {
  confirming?: boolean;
}

type Control = ComponentInstance<WidgetProps & { onChange(value: string): void; forID: string }> & {
  state: RetirementState;
};

/**
 * The "Retired" field of a campaign link, in place of deleting it: a printed code cannot be taken back,
 * so a link is retired instead. Before retiring it shows where the link is printed (its note, read
 * then, as Decap redraws a field only when its own value changes), then the page visitors land on and
 * a way back.
 */
export function registerLinkRetirement(): void {
  const { CMS, h, createClass } = window;
  const control = createClass<Control["props"]>({
    getInitialState: (): RetirementState => ({}),
    render(this: Control) {
      const { value, onChange } = this.props;
      const note = this.props.getEntry().getIn(["data", "note"]);
      const printed = h(
        "p",
        null,
        typeof note === "string" && note
          ? `Where it is printed: ${note}`
          : "Its note does not say where it is printed: find out before retiring it.",
      );
      if (typeof value === "string" && value !== "")
        return h(
          "div",
          null,
          printed,
          h("p", null, "Every visitor now lands on this page of their own country's shop:"),
          // The page is picked as a link's Page is, by its title.
          h(window.CMS.getWidget(PAGE_PICKER_WIDGET)?.control, this.props),
          h("button", { type: "button", onClick: () => onChange("") }, "Bring the link back"),
        );
      // A link never saved is printed nowhere: there is nothing to retire.
      if (this.props.getEntry().get("newRecord"))
        return h("p", null, "Once the link is saved, it is retired here rather than deleted.");
      if (!this.state.confirming)
        return h(
          "button",
          { type: "button", onClick: () => this.setState({ confirming: true }) },
          "Retire this link…",
        );
      return h(
        "div",
        { role: "group", "aria-label": "Retire this link" },
        printed,
        h(
          "p",
          null,
          "Retired, it keeps sending every visitor to their own country's shop home. It is saved when you publish.",
        ),
        h("button", { type: "button", onClick: () => onChange(SHOP_HOME) }, "Retire"),
        " ",
        h("button", { type: "button", onClick: () => this.setState({ confirming: false }) }, "Cancel"),
      );
    },
  });
  CMS.registerWidget(LINK_RETIREMENT_WIDGET, control);
}

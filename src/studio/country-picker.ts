import { withGroupsExpanded, type CountryGroup } from "./country-choices";
import type { ComponentInstance, ImmutableValue, WidgetProps } from "./decap";

export const COUNTRY_PICKER_WIDGET = "country-picker";

/** Decap's immutable list, as its select widget hands over the values picked. */
interface PickedList extends ImmutableValue {
  clear(): PickedList & { push(...values: string[]): PickedList };
}

type Control = ComponentInstance<WidgetProps & { onChange(value: unknown): void }>;

/**
 * Decap's own multiple select, offering the field's `groups` (each shop's countries) before the
 * countries: picking a group picks its countries instead, in order, so the file keeps plain codes.
 */
export function registerCountryPicker(): void {
  const { CMS, h, createClass } = window;
  const select = CMS.getWidget("select");
  if (!select) throw new Error('Decap has no "select" widget');
  const control = createClass<Control["props"]>({
    render(this: Control) {
      const { field, onChange } = this.props;
      const groups = ((field.get("groups") as ImmutableValue | undefined)?.toJS() ?? []) as CountryGroup[];
      const options = field.get("options") as PickedList & { unshift(...items: object[]): unknown };
      const expanding = (picked: unknown) => {
        if (!picked || typeof picked !== "object" || !("clear" in picked)) return onChange(picked);
        const list = picked as PickedList;
        const values = list.toJS() as string[];
        if (!values.some((value) => groups.some((group) => group.value === value))) return onChange(list);
        return onChange(list.clear().push(...withGroupsExpanded(values, groups)));
      };
      const withGroups = (field as ImmutableValue & { set(key: string, value: unknown): ImmutableValue }).set(
        "options",
        options.unshift(...groups.map(({ label, value }) => ({ label, value }))),
      );
      return h(select.control, { ...this.props, field: withGroups, onChange: expanding });
    },
  });
  CMS.registerWidget(COUNTRY_PICKER_WIDGET, control, select.preview);
}

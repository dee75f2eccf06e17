import type { ComponentInstance, ImmutableValue, WidgetProps } from "./decap";
import { SOURCE_KEY, withoutEmpty } from "./content-yaml";

/** A problem of an entry, at the path of its value: what the build prints, without the file and line. */
export interface EntryProblem {
  path: readonly PropertyKey[];
  message: string;
}

/** Checks an entry's data as the build checks its file; `file` is where it is saved, if it is. */
export type EntryCheck = (data: Record<string, unknown>, file: string | undefined) => EntryProblem[];

export function checkableData(data: unknown): Record<string, unknown> {
  const checkable = { ...(withoutEmpty(data ?? {}) as Record<string, unknown>) };
  delete checkable[SOURCE_KEY];
  return checkable;
}

export function entryToCheck(entry: ImmutableValue): { data: Record<string, unknown>; file?: string } {
  const data = checkableData(toPlain(entry.get("data")));
  const file = entry.get("newRecord") ? undefined : (entry.get("path") as string | undefined);
  return { data, file };
}

function problemsOfField(entry: ImmutableValue, check: EntryCheck, name: string): string[] {
  const { data, file } = entryToCheck(entry);
  const messages = check(data, file)
    .filter((problem) => problem.path[0] === name)
    .map((problem) => problem.message);
  return [...new Set(messages)];
}

/** Decap's own check says an empty required field is required: the build's words would say it again. */
const isEmpty = (value: unknown): boolean => {
  const plain = toPlain(value);
  return (
    plain === undefined || plain === null || plain === "" || (Array.isArray(plain) && plain.length === 0)
  );
};

const toPlain = (value: unknown): unknown =>
  value && typeof value === "object" && "toJS" in value ? (value as ImmutableValue).toJS() : value;

/** Decap's widgets say "valid" as nothing, `true` or, like its select widget, `{ error: false }`. */
const isNoError = (answer: unknown): boolean =>
  answer === undefined ||
  answer === true ||
  (typeof answer === "object" && answer !== null && (answer as { error?: unknown }).error === false);

interface Wrapper extends ComponentInstance<WidgetProps> {
  inner?: { isValid?: () => unknown; validate?: () => void };
}

/** Decap refuses to save while a field reports an error, so nothing the build would reject is saved. */
export function registerCheckedWidget(base: string, checkOf: (collection: string) => EntryCheck): void {
  const { CMS, h, createClass } = window;
  const widget = CMS.getWidget(base);
  if (!widget) throw new Error(`Decap has no "${base}" widget`);
  const problems = (props: WidgetProps) => {
    const collection = (props as { collection?: ImmutableValue }).collection?.get("name") as string;
    return problemsOfField(props.getEntry(), checkOf(collection), props.field.get("name") as string);
  };
  const control = createClass<WidgetProps>({
    isValid(this: Wrapper) {
      const own = this.inner?.isValid?.();
      if (!isNoError(own)) return own;
      if (this.props.field.get("required") !== false && isEmpty(this.props.value)) return true;
      const found = problems(this.props);
      return found.length === 0 ? true : { error: { type: "CUSTOM", message: found.join(" · ") } };
    },
    // Lists and objects validate their items first; then the field's own check runs.
    validate(this: Wrapper) {
      this.inner?.validate?.();
      this.props.validate();
    },
    // Each change is checked at once: the marketer sees the build's words while typing.
    componentDidUpdate(this: Wrapper, previous: WidgetProps) {
      if (previous.value !== this.props.value) this.props.validate();
    },
    render(this: Wrapper) {
      // The field registers itself with the form, not its inner widget: the form then asks this
      // wrapper to validate, and the wrapper asks the inner widget.
      const props: Record<string, unknown> = { ...this.props };
      delete props.controlRef;
      return h(widget.control, {
        ...props,
        ref: (inner: Wrapper["inner"]) => (this.inner = inner ?? undefined),
      });
    },
  });
  CMS.registerWidget(`checked-${base}`, control, widget.preview);
}

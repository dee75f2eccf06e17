/**
 * The parts of Decap CMS's browser globals the studio uses. The full `decap-cms` distribution loads
 * before the studio's script and brings its own React, so the studio draws with its `h` and builds
 * class components with its `createClass`, never with the site's React.
 */

/** Decap's immutable maps and lists: only what the studio reads of them. */
export interface ImmutableValue {
  get(key: string): unknown;
  getIn(path: readonly (string | number)[]): unknown;
  toJS(): unknown;
}

export interface WidgetProps {
  value: ImmutableValue | string | undefined;
  field: ImmutableValue;
  getEntry: () => ImmutableValue;
  validate: () => void;
  [prop: string]: unknown;
}

type Element = unknown;
type Component = unknown;

export interface ComponentInstance<P> {
  props: P;
  setState(state: object): void;
}

interface Widget {
  control: Component;
  preview: Component;
}

interface FileFormatter {
  fromFile(text: string): object;
  toFile(data: Record<string, unknown>): string;
}

export interface PreviewProps {
  entry: ImmutableValue;
}

interface Cms {
  init(options: { config: object }): void;
  getWidget(name: string): Widget | undefined;
  registerWidget(name: string, control: Component, preview?: Component): void;
  registerPreviewTemplate(collection: string, component: Component): void;
  registerPreviewStyle(href: string): void;
  registerCustomFormat(name: string, extension: string, formatter: FileFormatter): void;
  registerLocale(locale: string, phrases: object): void;
}

type CreateElement = (
  type: string | Component,
  props?: Record<string, unknown> | null,
  ...children: unknown[]
) => Element;

declare global {
  interface Window {
    CMS: Cms;
    h: CreateElement;
    createClass: <P>(spec: ThisType<ComponentInstance<P> & Record<string, unknown>> & object) => Component;
  }
}

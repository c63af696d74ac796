/**
 * The editor's text fields (string, text, markdown) with the data check's rules for every text
 * (src/schema/text-rules.ts): Decap's own controls, wrapped so that each also answers Decap's
 * `isValid`, and so refuses before saving, beside the field, a character the fonts do not draw,
 * markup, or a text longer than its place holds (`max_length` in editor-config.json).
 */
import { Component, createElement, type ComponentType } from "react";

import { textProblems, type TextPlace } from "../schema/text-rules";

/** The field's configuration as Decap hands it to a control (an Immutable map). */
type FieldConfig = { get(key: string): unknown; getIn(path: string[]): unknown };

export type TextControlProps = {
  value?: unknown;
  field: FieldConfig;
  forID: string;
  classNameWrapper?: string;
  hasActiveStyle?: boolean;
};

/** What a control's isValid answers Decap: valid, or the message it shows beside the field. */
export type Validity = true | { error: { type: "CUSTOM"; message: string } };

/** The rules of a field's place, from its configuration: Markdown or not, and its longest text. */
export const placeOf = (field: FieldConfig, markdown: boolean): TextPlace => {
  const characters = field.getIn(["max_length", "characters"]);
  const place = field.getIn(["max_length", "place"]);
  return {
    markdown,
    ...(typeof characters === "number" && typeof place === "string"
      ? { longest: { characters, place } }
      : {}),
  };
};

/**
 * A text's validity under the rules, named by the field's label. An empty text is valid here: whether
 * the field may be empty is Decap's required check, with its own message.
 */
export const validityOf = (value: unknown, label: string, place: TextPlace): Validity => {
  if (typeof value !== "string" || value === "") return true;
  const problems = textProblems(value, place);
  return problems.length === 0
    ? true
    : { error: { type: "CUSTOM", message: `${label}: ${problems.join("; ")}` } };
};

/** The parts of Decap's controls the wrapper hands on (the Markdown control focuses its own editor). */
type InnerControl = {
  focus?: (path?: string) => void;
  shouldComponentUpdate?: (next: TextControlProps) => boolean;
};

/**
 * One of Decap's text controls with the rules added. A class, as Decap reads isValid, focus and
 * shouldComponentUpdate from the instance its ref receives; every prop goes on to the control.
 */
export const withTextRules = (Control: ComponentType<TextControlProps>, markdown: boolean) =>
  class TextRulesControl extends Component<TextControlProps> {
    inner: InnerControl | null = null;

    isValid = (): Validity => {
      const { field, value } = this.props;
      const label = field.get("label");
      return validityOf(
        value,
        typeof label === "string" ? label : String(field.get("name")),
        placeOf(field, markdown),
      );
    };

    focus(path?: string) {
      if (this.inner?.focus) this.inner.focus(path);
      else document.getElementById(this.props.forID)?.focus();
    }

    // The text box always draws again (it measures its height); the others as Decap's Widget would.
    shouldComponentUpdate(next: TextControlProps) {
      if (this.inner?.shouldComponentUpdate) return this.inner.shouldComponentUpdate.call(this.inner, next);
      return (
        next.value !== this.props.value ||
        next.classNameWrapper !== this.props.classNameWrapper ||
        next.hasActiveStyle !== this.props.hasActiveStyle
      );
    }

    keepInner = (inner: InnerControl | null) => {
      this.inner = inner;
    };

    render() {
      return createElement(Control, { ...this.props, ref: this.keepInner } as TextControlProps);
    }
  };

/**
 * Decap's widget registry, as much of it as this module uses. Its published types call a control a
 * set of props, and leave out the options' schema its registerWidget takes fourth: what is handed
 * back is what getWidget gave, so the values pass through untyped.
 */
export type WidgetRegistry = {
  getWidget(name: string): { control: unknown; preview?: unknown; schema?: unknown } | undefined;
  registerWidget(name: string, control: never, preview?: never, schema?: never): void;
};

/** Which of Decap's widgets hold text, and whether it is Markdown. */
const TEXT_WIDGETS = { string: false, text: false, markdown: true } as const;

/**
 * Registers the text widgets under Decap's own names, so every text field of the configuration (and
 * a picture's description inside an article) keeps the rules; each keeps its preview and options.
 */
export const registerTextWidgets = (cms: WidgetRegistry) => {
  for (const [name, markdown] of Object.entries(TEXT_WIDGETS)) {
    const widget = cms.getWidget(name);
    if (!widget) throw new Error(`Decap has no "${name}" widget to add the text rules to`);
    const control = withTextRules(widget.control as ComponentType<TextControlProps>, markdown);
    cms.registerWidget(name, control as never, widget.preview as never, widget.schema as never);
  }
};

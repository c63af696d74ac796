import { Component, createRef } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import editorConfig from "./editor-config.json";
import { registerTextWidgets, type Validity, withTextRules } from "./text-widgets";

type Field = Record<string, unknown>;

/** The banner heading's field as `npm run schema` writes it, with its longest text. */
const bannerHeading = (
  editorConfig.collections.find((c) => c.name === "pages") as unknown as { fields: Field[] }
).fields.find((f) => f.name === "hero")!.fields as Field[];
const HEADING = bannerHeading.find((f) => f.name === "title")!;

/** The field's configuration as Decap hands it to a control: an Immutable map, as far as it is read. */
const configOf = (field: Field) => ({
  get: (key: string) => field[key],
  getIn: ([key, ...rest]: string[]): unknown =>
    rest.reduce<unknown>((value, part) => (value as Field | undefined)?.[part], field[key]),
});

type StandInProps = { forID: string; value?: unknown; onChange: (value: string) => void };

/** Decap's string control as it draws: one input, its id the field's, each change handed up. */
class StandInControl extends Component<StandInProps> {
  render() {
    const { forID, value, onChange } = this.props;
    return <input id={forID} value={String(value ?? "")} onChange={(e) => onChange(e.target.value)} />;
  }
}

/** A text control as Decap draws one, with the props Decap hands every control that it reads. */
const drawControl = (field: Field, value: string, markdown = false) => {
  const Control = withTextRules(StandInControl as never, markdown);
  const ref = createRef<InstanceType<typeof Control>>();
  const onChange = jest.fn();
  render(
    <Control
      ref={ref}
      field={configOf(field)}
      value={value}
      forID="field-1"
      classNameWrapper="control"
      {...{ onChange, setActiveStyle: () => {}, setInactiveStyle: () => {} }}
    />,
  );
  return { isValid: (): Validity => ref.current!.isValid(), onChange };
};

describe("the editor's text fields", () => {
  it("leave a text that keeps the rules valid, and an empty one to Decap's required check", () => {
    expect(drawControl(HEADING, "Independent GMP audits").isValid()).toBe(true);
    expect(drawControl(HEADING, "").isValid()).toBe(true);
  });

  it("refuse a character the fonts do not draw, naming the field, the character and what to write", () => {
    expect(drawControl(HEADING, "✓ GMP audits").isValid()).toEqual({
      error: {
        type: "CUSTOM",
        message: `${String(HEADING.label)}: “✓” (U+2713 CHECK MARK) is not in the site's fonts: write it in words (“✓” as “yes”) or leave it out`,
      },
    });
  });

  it("refuse markup, and a banner heading longer than the model's limit for it", () => {
    const { characters } = HEADING.max_length as { characters: number };
    const validity = drawControl(HEADING, `<b>${"a".repeat(characters)}</b>`).isValid();
    expect(validity).not.toBe(true);
    const { message } = (validity as Exclude<Validity, true>).error;
    expect(message).toContain("“<b>” is markup, which the site shows as typed");
    expect(message).toContain(
      `${characters + 7} characters, more than the ${characters} a banner heading holds`,
    );
  });

  it("read Markdown as Markdown: raw HTML is refused, a “<” before a number is not", () => {
    const body = { name: "body", label: "Text", widget: "markdown" };
    expect(drawControl(body, "DEG < 0.10 %", true).isValid()).toBe(true);
    expect(drawControl(body, "Some <b>bold</b>", true).isValid()).toMatchObject({
      error: { message: expect.stringContaining("“<b>” is HTML, which the article leaves out") },
    });
  });

  it("draw the control they wrap, which still types into the field", async () => {
    const { onChange } = drawControl(HEADING, "GMP");
    await userEvent.type(screen.getByRole("textbox"), "!");
    expect(onChange).toHaveBeenLastCalledWith("GMP!");
  });

  it("replace Decap's string, text and markdown widgets, each with its own preview and options", () => {
    class Original extends Component {
      render() {
        return null;
      }
    }
    const registered = new Map<string, unknown[]>();
    const widgets = ["string", "text", "markdown"].map((name) => ({
      name,
      control: Original,
      preview: () => null,
      schema: { properties: {} },
    }));
    registerTextWidgets({
      getWidget: (name) => widgets.find((widget) => widget.name === name),
      registerWidget: (name, ...rest) => void registered.set(name, rest),
    });
    expect([...registered.keys()]).toEqual(["string", "text", "markdown"]);
    for (const widget of widgets) {
      const [control, preview, schema] = registered.get(widget.name)!;
      expect(control).not.toBe(Original);
      expect(preview).toBe(widget.preview);
      expect(schema).toBe(widget.schema);
    }
  });
});

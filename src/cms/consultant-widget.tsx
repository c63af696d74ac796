import { Component, type ComponentType } from "react";

import { consultantsOfPage, listedConsultants, type PageWithPeople } from "../lib/bylines";
import { COLLECTIONS } from "../schema/collections";
import { EDITOR_WIDGETS } from "../schema/editor-widgets";
import { type EditorQuery, folderEntries } from "./entry-data";
import { type TextControlProps, type WidgetRegistry, withTextRules } from "./text-widgets";

type ConsultantControlProps = {
  value?: unknown;
  onChange: (value: string) => void;
  forID: string;
  classNameWrapper?: string;
  query: EditorQuery;
};

/** The names of the consultants the pages (their data, plain) list, as the site reads them (src/lib/bylines.ts). */
export const consultantNames = (pages: unknown[]): string[] =>
  listedConsultants(pages.map((page) => consultantsOfPage((page ?? {}) as PageWithPeople))).map(
    (person) => person.name,
  );

/** What the field says under its box: that nobody is listed yet, or that the name typed is nobody listed. */
export const consultantNote = (value: string, names: string[] | null): string | null => {
  if (names === null) return null;
  if (names.length === 0)
    return "No consultant is listed on the About page yet: add the firm's people there, then choose one here.";
  const name = value.trim();
  if (name && !names.includes(name))
    return `"${name}" is not a consultant listed on the About page: the site shows no one here until you choose a listed name.`;
  return null;
};

const NOTE_STYLE = { margin: "6px 0 0", fontSize: "13px", color: "#7a4b00" } as const;

/**
 * A consultant named where the work is (an article's author and technical reviewer, who reads the
 * requests, who signs the sample report): a text box offering the consultants the pages list, by
 * name, with a note when the name typed is none of them. Whatever is typed is kept as it is (a
 * launch stand-in such as "Author to be named" saves unchanged); the launch check lists a name
 * nobody listed. A class component, as Decap hands its controls a ref.
 */
export class ConsultantControl extends Component<ConsultantControlProps, { names: string[] | null }> {
  state = { names: null as string[] | null };
  mounted = false;

  componentDidMount() {
    this.mounted = true;
    const { forID, query } = this.props;
    folderEntries(query, forID, "pages", COLLECTIONS.pages.editor.identifier_field).then(
      (pages) => {
        const names = consultantNames(pages.map((page) => page.data));
        if (this.mounted) this.setState({ names });
      },
      () => this.mounted && this.setState({ names: null }),
    );
  }

  componentWillUnmount() {
    this.mounted = false;
  }

  render() {
    const { forID, classNameWrapper, onChange } = this.props;
    const value = typeof this.props.value === "string" ? this.props.value : "";
    const { names } = this.state;
    const note = consultantNote(value, names);
    return (
      <div>
        <input
          id={forID}
          className={classNameWrapper}
          type="text"
          value={value}
          list={`${forID}-consultants`}
          autoComplete="off"
          aria-describedby={note ? `${forID}-note` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <datalist id={`${forID}-consultants`}>
          {(names ?? []).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {note && (
          <p id={`${forID}-note`} style={NOTE_STYLE}>
            {note}
          </p>
        )}
      </div>
    );
  }
}

/**
 * Registers the consultant field: a name is a text like any other, with the same rules (the wrapper
 * hands every prop Decap gives on, query and onChange included), and the string field's preview.
 */
export const registerConsultantWidget = (cms: WidgetRegistry) => {
  const control = withTextRules(ConsultantControl as unknown as ComponentType<TextControlProps>, false);
  cms.registerWidget(EDITOR_WIDGETS.consultant, control as never, cms.getWidget("string")?.preview as never);
};

/**
 * The editor's "Before launch" view: everything the launch check (src/lib/launch-check.ts, the module
 * `npm run check:launch` runs) still refuses, run on the entries as the editor holds them, grouped as
 * the firm thinks of them: company details, people, and claims page by page. Each line says what is
 * wanted and opens its entry; a claim is confirmed here, with the confirmer's name and the day, into
 * the entry's one field, which Save writes to data/launch/confirmations.json.
 */
import { Component, type CSSProperties, useCallback, useEffect, useState } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";

import standIns from "../../data/launch/stand-ins.json";
import {
  checkLaunch,
  CONFIRMATIONS_FILE,
  type Confirmation,
  type LaunchFinding,
  type LaunchReport,
  type ProjectFiles,
  STAND_INS_FILE,
} from "../lib/launch-check";
import { COLLECTIONS, collectionNames, collectionOf, SETTINGS } from "../schema/collections";
import backend from "./backend.json";
import { type EditorQuery, folderEntries, type LoadedEntry, plainValue } from "./entry-data";

/** The files the record names that are not the editor's entries: its own record and the sign-in's repository. */
const BUNDLED: Record<string, unknown> = { [STAND_INS_FILE]: standIns, "src/cms/backend.json": backend };

type Loaders = {
  forID: string;
  query: EditorQuery;
  loadEntry: (collection: string, slug: string) => Promise<LoadedEntry>;
};

/** Every data file the editor holds, by its path from the project, read through the editor's own loaders. */
export const loadEditorFiles = async ({
  forID,
  query,
  loadEntry,
}: Loaders): Promise<Map<string, unknown>> => {
  const files = new Map<string, unknown>(Object.entries(BUNDLED));
  for (const name of collectionNames) {
    const collection = COLLECTIONS[name];
    if ("folder" in collection) {
      for (const entry of await folderEntries(query, forID, name, collection.editor.identifier_field))
        files.set(`data/${collection.folder}/${entry.slug}.json`, entry.data);
    } else {
      files.set(`data/${collection.file}`, plainValue((await loadEntry(SETTINGS.name, name)).data));
    }
  }
  return files;
};

/** The check's reader over those files, with the confirmations as the view holds them now. */
export const editorFiles = (files: Map<string, unknown>, confirmations: Confirmation[]): ProjectFiles => ({
  read: (file) => (file === CONFIRMATIONS_FILE ? { confirmations } : files.get(file)),
  list: (folder) => [...files.keys()].filter((file) => file.startsWith(`${folder}/`)).sort(),
});

/** Where the editor opens a data file's entry, or null for a file no entry edits. */
export const entryAddress = (file: string): string | null => {
  const inData = file.startsWith("data/") ? file.slice("data/".length) : null;
  const name = inData === null ? null : collectionOf(inData);
  if (name === null || inData === null) return null;
  const collection = COLLECTIONS[name];
  return "folder" in collection
    ? `#/collections/${name}/entries/${inData.slice(collection.folder.length + 1, -".json".length)}`
    : `#/collections/${SETTINGS.name}/entries/${name}`;
};

export type LaunchGroup = { title: string; findings: LaunchFinding[] };

const isAboutPeople = (finding: LaunchFinding) =>
  finding.missing !== undefined || /author|reviewer|consultant/i.test(finding.what);

/** The findings as the firm thinks of them: company details, people, then the claims of each page. */
export const launchGroups = (found: LaunchFinding[]): LaunchGroup[] => {
  const claims = found.filter((finding) => finding.claim !== undefined);
  const standIns = found.filter((finding) => finding.claim === undefined);
  const claimFiles = [...new Set(claims.map((finding) => finding.file))];
  return [
    { title: "Company details", findings: standIns.filter((finding) => !isAboutPeople(finding)) },
    { title: "People", findings: standIns.filter(isAboutPeople) },
    ...claimFiles.map((file) => ({
      title: `Claims in ${file}`,
      findings: claims.filter((finding) => finding.file === file),
    })),
  ].filter((group) => group.findings.length > 0);
};

/** What a line asks of the firm, in plain words. */
export const wanted = (finding: LaunchFinding): string =>
  finding.missing !== undefined
    ? `${finding.what}: ${finding.missing}.`
    : finding.claim !== undefined
      ? `${finding.what}: is “${finding.claim}” true? Confirm it, or change the text.`
      : `${finding.what}: replace the stand-in with the firm's own.`;

/**
 * The view's look, in the editor's own colours and sizes: the editor's page loads none of the site's
 * styles (those style the preview pane), and this view has no preview.
 */
const STYLE = {
  count: { fontSize: 20, fontWeight: 600, margin: "4px 0 12px", color: "#313d3e" },
  bar: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8, marginBottom: 8 },
  input: {
    border: "2px solid #dfdfe3",
    borderRadius: 5,
    padding: "6px 10px",
    font: "inherit",
    minWidth: 220,
  },
  heading: { fontSize: 16, fontWeight: 600, margin: "24px 0 4px", color: "#313d3e" },
  list: { listStyle: "none", margin: 0, padding: 0 },
  line: { display: "grid", gap: 4, padding: "10px 0", borderTop: "1px solid #eff0f4", color: "#313d3e" },
  value: { color: "#5d626f", fontSize: 14, overflowWrap: "anywhere" },
  actions: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: 12, fontSize: 14 },
  button: {
    border: "1px solid #3a69c7",
    borderRadius: 5,
    background: "#fff",
    color: "#3a69c7",
    padding: "4px 12px",
    font: "inherit",
    cursor: "pointer",
  },
  primary: { background: "#3a69c7", color: "#fff" },
} satisfies Record<string, CSSProperties>;

const NAME_KEY = "launch-confirmer";
const today = () => new Date().toISOString().slice(0, 10);
const shortened = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text);

type ViewProps = Loaders & {
  value: unknown;
  onChange: (value: Confirmation[]) => void;
};

const LaunchView = ({ value, onChange, ...loaders }: ViewProps) => {
  const confirmations = (plainValue(value) ?? []) as Confirmation[];
  const [files, setFiles] = useState<Map<string, unknown> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [name, setName] = useState(() => window.localStorage.getItem(NAME_KEY) ?? "");
  const { forID, query, loadEntry } = loaders;

  const load = useCallback(() => {
    loadEditorFiles({ forID, query, loadEntry }).then(
      (loaded) => {
        setFailure(null);
        setFiles(loaded);
      },
      (error: Error) => setFailure(`The entries could not be read: ${error.message}. Try again.`),
    );
  }, [forID, query, loadEntry]);
  useEffect(load, [load]);

  if (failure) return <p role="alert">{failure}</p>;
  if (!files) return <p role="status">Reading every entry…</p>;

  const report: LaunchReport = checkLaunch(editorFiles(files, confirmations));
  const left = report.found.length + report.problems.length;
  const confirm = (finding: LaunchFinding) =>
    onChange([
      ...confirmations,
      { file: finding.file, claim: finding.claim ?? "", text: finding.value, by: name.trim(), on: today() },
    ]);

  return (
    <div className="launch-view" data-launch-left={left}>
      <p role="status" style={STYLE.count}>
        {left === 0
          ? "Nothing left: the site is ready to launch."
          : `${left} left before launch. The site launches at 0.`}
      </p>
      <div style={STYLE.bar}>
        <label htmlFor={`${forID}-name`}>Your name, recorded with each claim you confirm</label>
        <input
          id={`${forID}-name`}
          type="text"
          value={name}
          autoComplete="name"
          style={STYLE.input}
          onChange={(event) => {
            setName(event.target.value);
            window.localStorage.setItem(NAME_KEY, event.target.value);
          }}
        />
        <button type="button" style={STYLE.button} onClick={load}>
          Check again
        </button>
      </div>
      {report.problems.length > 0 && (
        <section aria-label="For the developer">
          <h3 style={STYLE.heading}>For the developer: the launch record to fix</h3>
          <ul style={STYLE.list}>
            {report.problems.map((problem) => (
              <li key={problem} style={STYLE.line}>
                {problem}
              </li>
            ))}
          </ul>
        </section>
      )}
      {launchGroups(report.found).map((group) => (
        <section key={group.title} aria-label={group.title}>
          <h3 style={STYLE.heading}>
            {group.title} ({group.findings.length})
          </h3>
          <ul style={STYLE.list}>
            {group.findings.map((finding) => {
              const address = entryAddress(finding.file);
              return (
                <li key={`${finding.file} ${finding.pointer} ${finding.claim ?? ""}`} style={STYLE.line}>
                  <span>{wanted(finding)}</span>
                  {finding.value && (
                    <span style={STYLE.value}>
                      Now: <q>{shortened(finding.value)}</q>
                    </span>
                  )}
                  <span style={STYLE.actions}>
                    {finding.claim !== undefined && (
                      <button
                        type="button"
                        disabled={!name.trim()}
                        title={name.trim() ? undefined : "Write your name above first"}
                        style={{ ...STYLE.button, ...STYLE.primary, opacity: name.trim() ? 1 : 0.5 }}
                        onClick={() => confirm(finding)}
                      >
                        Confirm
                      </button>
                    )}
                    {address ? (
                      <a href={address}>Open {finding.file.replace(/^data\//, "")}</a>
                    ) : (
                      <span>{finding.file}: set by the site&apos;s developer</span>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {confirmations.length > 0 && (
        <section aria-label="Confirmed">
          <h3 style={STYLE.heading}>Confirmed ({confirmations.length})</h3>
          <ul style={STYLE.list}>
            {confirmations.map((confirmation, index) => (
              <li key={`${confirmation.file} ${confirmation.claim} ${index}`} style={STYLE.line}>
                <span>
                  “{confirmation.claim}” in {confirmation.file.replace(/^data\//, "")}, by {confirmation.by}{" "}
                  on {confirmation.on}
                </span>
                <span style={STYLE.actions}>
                  <button
                    type="button"
                    style={STYLE.button}
                    onClick={() => onChange(confirmations.filter((_, at) => at !== index))}
                  >
                    Withdraw
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
};

type ControlProps = Omit<CmsWidgetControlProps<unknown>, "onChange"> &
  Loaders & { onChange: (value: unknown) => void };

/**
 * A class component, as Decap hands its controls a ref. Decap gives every control query and
 * loadEntry (as to its relation widget), which its types leave out.
 */
export class LaunchControl extends Component<ControlProps> {
  render() {
    const { value, onChange, forID, query, loadEntry } = this.props;
    return <LaunchView value={value} onChange={onChange} forID={forID} query={query} loadEntry={loadEntry} />;
  }
}

export const LaunchPreview = () => null;

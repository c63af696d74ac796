/**
 * The editor's "Before launch" view: run on the entries as the editor's loaders hand them over, it
 * lists what `npm run check:launch` lists for the same files, groups them as the firm thinks, opens
 * each line's entry, and confirms a claim with the confirmer's name and the day.
 */
import fs from "fs";
import path from "path";
import type { ComponentProps } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { filesOnDisk } from "../../plugins/site-content/launch-files";
import RECORD from "../../data/launch/stand-ins.json";
import { checkLaunch, CONFIRMATIONS_FILE, type LaunchFinding, STAND_INS_FILE } from "../lib/launch-check";
import { COLLECTIONS, collectionNames } from "../schema/collections";
import {
  editorFiles,
  entryAddress,
  LaunchControl,
  launchGroups,
  loadEditorFiles,
  wanted,
} from "./launch-view";

const PROJECT = path.resolve(__dirname, "../..");

/**
 * A launch record of the test's own, made from the data as it stands (the unit tests also run on a
 * copy whose every text is rewritten): the site's phone number as a stand-in, the home page's banner
 * heading as a claim. The editor's bundle takes the record from data/launch/stand-ins.json: here, this.
 */
jest.mock("../../data/launch/stand-ins.json", () => {
  const { readFileSync } = jest.requireActual<typeof import("fs")>("fs");
  const { join } = jest.requireActual<typeof import("path")>("path");
  const data = (file: string) => JSON.parse(readFileSync(join(__dirname, "../../data", file), "utf8"));
  return {
    standIns: [
      { what: "Phone number", file: "data/site.json", pointer: "/phone", value: data("site.json").phone },
    ],
    claims: [
      {
        what: "The home page's promise",
        file: "data/pages/home.json",
        pointer: "/hero/title",
        value: data("pages/home.json").hero.title,
      },
    ],
  };
});

/** Decap's loaders over the project's data files: search hits by collection, and settings entries. */
const loaders = {
  forID: "launch",
  query: async (_forID: string, collection: string) => {
    const kind = COLLECTIONS[collection as keyof typeof COLLECTIONS];
    if (!("folder" in kind)) throw new Error(`${collection} is no folder collection`);
    const dir = path.join(PROJECT, "data", kind.folder);
    const hits = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => ({
        slug: name.slice(0, -".json".length),
        data: JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")),
      }));
    return { payload: { hits } };
  },
  loadEntry: async (_collection: string, slug: string) => {
    const kind = COLLECTIONS[slug as keyof typeof COLLECTIONS];
    if (!("file" in kind)) throw new Error(`${slug} is no settings file`);
    return { slug, data: JSON.parse(fs.readFileSync(path.join(PROJECT, "data", kind.file), "utf8")) };
  },
};

/** The project's files on disk, with the test's record and no confirmations. */
const disk = filesOnDisk(PROJECT);
const onDisk = () =>
  checkLaunch({
    list: disk.list,
    read: (file) =>
      file === STAND_INS_FILE
        ? RECORD
        : file === CONFIRMATIONS_FILE
          ? { confirmations: [] }
          : disk.read(file),
  });
const phoneOf = (found: LaunchFinding[]) => found.find((finding) => finding.what === "Phone number")!;
const claimOf = (found: LaunchFinding[]) => found.find((finding) => finding.claim !== undefined)!;

describe("the Before launch view", () => {
  it("lists, from the editor's entries, exactly what npm run check:launch lists from the files", async () => {
    const files = await loadEditorFiles(loaders);
    const { found, problems } = checkLaunch(editorFiles(files, []));
    expect({ found, problems }).toEqual(onDisk());
    expect(phoneOf(found)).toBeDefined();
    expect(claimOf(found)).toMatchObject({ file: "data/pages/home.json" });
  });

  it("groups company details, people and each page's claims, every finding once", () => {
    const { found } = onDisk();
    const groups = launchGroups(found);
    expect(groups.flatMap((group) => group.findings)).toEqual(expect.arrayContaining(found));
    expect(groups.flatMap((group) => group.findings)).toHaveLength(found.length);
    expect(groups[0]).toMatchObject({ title: "Company details", findings: [phoneOf(found)] });
    // Nobody listed, or an article nobody signs (as long as the firm has named nobody).
    for (const finding of groups.find((group) => group.title === "People")?.findings ?? [])
      expect(finding.missing).toBeDefined();
    expect(groups.at(-1)).toEqual({ title: "Claims in data/pages/home.json", findings: [claimOf(found)] });
    for (const group of groups.filter((group) => group.title.startsWith("Claims"))) {
      expect(new Set(group.findings.map((finding) => finding.file)).size).toBe(1);
      expect(group.findings.every((finding) => finding.claim !== undefined)).toBe(true);
    }
  });

  it("opens each data file's entry where the editor shows it, and names a file no entry edits", () => {
    expect(entryAddress("data/site.json")).toBe("#/collections/settings/entries/site");
    expect(entryAddress("data/pages/training.json")).toBe("#/collections/pages/entries/training");
    expect(entryAddress("data/insights/revised-schedule-m.json")).toBe(
      "#/collections/insights/entries/revised-schedule-m",
    );
    expect(entryAddress("src/cms/backend.json")).toBeNull();
    for (const name of collectionNames)
      expect(
        entryAddress(
          `data/${"file" in COLLECTIONS[name] ? COLLECTIONS[name].file : `${COLLECTIONS[name].folder}/x.json`}`,
        ),
      ).not.toBeNull();
  });

  it("says what is wanted in words: replace a stand-in, confirm or change a claim", () => {
    const { found } = onDisk();
    expect(wanted(phoneOf(found))).toBe("Phone number: replace the stand-in with the firm's own.");
    const claim = claimOf(found);
    expect(wanted(claim)).toBe(`${claim.what}: is “${claim.claim}” true? Confirm it, or change the text.`);
  });

  it("confirms a claim only once a name is given, with that name, the day and the text as it stands", async () => {
    const user = userEvent.setup();
    window.localStorage.clear();
    const changes: unknown[] = [];
    // The props Decap hands a control that the view reads; its types know of no query or loadEntry.
    const props = {
      ...loaders,
      value: undefined,
      onChange: (value: unknown) => changes.push(value),
    };
    render(<LaunchControl {...(props as unknown as ComponentProps<typeof LaunchControl>)} />);
    const count = await screen.findByText(/left before launch/);
    const { found } = onDisk();
    expect(count.textContent).toBe(`${found.length} left before launch. The site launches at 0.`);
    const first = claimOf(found);
    const confirmButtons = screen.getAllByRole("button", { name: "Confirm" });
    expect(confirmButtons).toHaveLength(1);
    expect(confirmButtons[0]).toBeDisabled();
    await user.type(screen.getByLabelText(/Your name/), "Priya Shah");
    await user.click(confirmButtons[0]);
    expect(changes).toEqual([
      [
        {
          file: first.file,
          claim: first.claim,
          text: first.value,
          by: "Priya Shah",
          on: new Date().toISOString().slice(0, 10),
        },
      ],
    ]);
    const company = screen.getByRole("region", { name: "Company details" });
    expect(within(company).getAllByRole("link", { name: "Open site.json" })[0]).toHaveAttribute(
      "href",
      "#/collections/settings/entries/site",
    );
  });
});

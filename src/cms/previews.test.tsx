import { render, screen, waitFor, within } from "@testing-library/react";

import { loadContactFormText, loadRawPage } from "../test-utils/page-fixtures";
import { DUOTONE, duotoneMatrix, PREVIEW_DUOTONE_ID } from "../components/hero/duotone";
import { InsightPreview, LEAD_TIMES_HEADING, NavigationPreview, PagePreview, SitePreview } from "./previews";

// In the editor's build useSite is replaced by the preview's (plugins/content-editor); so it is here.
jest.mock("../hooks/use-site", () => jest.requireActual("../cms/preview-site"));
jest.mock("../hooks/use-people", () => jest.requireActual("../cms/preview-site"));

/** Decap hands previews Immutable values; these stand-ins have the two methods the previews use. */
const immutable = (data: unknown) => ({
  get: (key: string) => (key === "data" ? { toJS: () => data } : undefined),
  toJS: () => data,
});

type Props = Parameters<typeof PagePreview>[0];

const previewProps = (data: unknown, saved: Record<string, unknown> = {}) =>
  ({
    entry: immutable(data),
    fields: { find: () => undefined },
    getAsset: (file: string) => ({ toString: () => `blob:editor/${file.split("/").pop()}` }),
    getCollection: (_collection: string, file: string) =>
      saved[file] ? Promise.resolve(immutable(saved[file])) : Promise.reject(new Error("not saved")),
  }) as unknown as Props;

describe("the editor's preview", () => {
  it("draws the page being edited with the site's components, as typed, picture included", () => {
    const training = loadRawPage("training") as unknown as Record<string, unknown>;
    const typed = { ...training, hero: { ...(training.hero as object), title: "Training Programmes" } };
    render(<PagePreview {...previewProps(typed)} />);
    expect(screen.getByRole("heading", { level: 1, name: "Training Programmes" })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(document.querySelector("img[data-artwork]")).toHaveAttribute("src", "blob:editor/training.svg");
  });

  it("draws a banner's photograph through the palette's duotone filter, as the build makes it", () => {
    const training = loadRawPage("training") as unknown as { hero: object };
    const photo = { ...training, hero: { ...training.hero, image: "../../src/images/hero/site.jpg" } };
    render(<PagePreview {...previewProps(photo)} />);
    expect(document.querySelector("main picture img")).toHaveAttribute("src", "blob:editor/site.jpg");
    const filters = document.querySelectorAll(`filter#${PREVIEW_DUOTONE_ID}`);
    expect(filters).toHaveLength(1);
    expect(filters[0].querySelector("feColorMatrix")).toHaveAttribute("values", duotoneMatrix(DUOTONE));
  });

  it("survives a section just added and not filled in", () => {
    const home = loadRawPage("home") as unknown as { sections: unknown[] };
    const added = { ...home, sections: [...home.sections, { kind: "cards" }, { kind: "list" }] };
    render(<PagePreview {...previewProps(added)} />);
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
  });

  it("shows the contact page with the form where the page has one", () => {
    render(<PagePreview {...previewProps(loadRawPage("contactus"))} />);
    expect(screen.getByRole("button", { name: loadContactFormText().submitLabel })).toBeInTheDocument();
  });

  it("shows company details being edited on the contact page and in the footer", async () => {
    const contact = loadRawPage("contactus");
    const site = jest.requireActual("../../data/site.json");
    render(<SitePreview {...previewProps({ ...site, phone: "+91 98765 43210" }, { contactus: contact })} />);
    const footer = await screen.findByRole("contentinfo");
    expect(within(document.body).getAllByText("+91 98765 43210").length).toBeGreaterThan(0);
    expect(footer).toBeInTheDocument();
  });

  it("shows every lead time being edited, each page's few together, above the contact page", async () => {
    const site = jest.requireActual("../../data/site.json");
    const [first, ...rest] = site.leadTimes;
    const edited = {
      ...site,
      leadTimes: [{ ...first, time: "Starts within two working days" }, ...rest],
      workingHours: "Monday to Saturday, 09:00 to 19:00 IST",
    };
    render(<SitePreview {...previewProps(edited, { contactus: loadRawPage("contactus") })} />);
    const band = (await screen.findByRole("heading", { name: LEAD_TIMES_HEADING })).closest("section")!;
    const terms = within(band).getAllByRole("term");
    expect(terms.map((term) => term.textContent)).toEqual(
      site.leadTimes.map((leadTime: { label: string }) => leadTime.label),
    );
    expect(within(band).getByText("Starts within two working days")).toBeInTheDocument();
    // The working hours as edited, on the contact page's card. (Text kept together holds no-break spaces.)
    expect(document.body.textContent?.replace(/\s/g, " ")).toContain(edited.workingHours);
    // Above the page itself: the contact page's banner heading follows it.
    const heading = screen.getByRole("heading", { level: 1 });
    expect(band.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("names the request's readers on the contact page from the consultants About lists", async () => {
    type Section = { kind: string; readers?: object; consultants?: object[] };
    const withPeople = (page: { sections: Section[] }, kind: string, change: object) => ({
      ...page,
      sections: page.sections.map((section) => (section.kind === kind ? { ...section, ...change } : section)),
    });
    const contact = loadRawPage("contactus") as unknown as { sections: Section[] };
    const readers = contact.sections.find((section) => section.kind === "form")!.readers!;
    const about = withPeople(loadRawPage("aboutus") as unknown as { sections: Section[] }, "consultants", {
      consultants: [{ name: "Example Person", role: "Example role", qualifications: [], areas: [] }],
    });
    const edited = withPeople(contact, "form", { readers: { ...readers, people: ["Example Person"] } });
    render(<PagePreview {...previewProps(edited, { aboutus: about })} />);
    expect(await screen.findByText("Example Person")).toBeInTheDocument();
    expect(screen.getByText("Example role")).toBeInTheDocument();
  });

  it("draws About with a consultant just added, nothing filled in yet", () => {
    type Section = { kind: string; consultants?: object[] };
    const about = loadRawPage("aboutus") as unknown as { sections: Section[] };
    const added = {
      ...about,
      sections: about.sections.map((section) =>
        section.kind === "consultants" ? { ...section, consultants: [{}] } : section,
      ),
    };
    render(<PagePreview {...previewProps(added)} />);
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
  });

  it("shows the menu being edited on the home page", async () => {
    const navigation = jest.requireActual("../../data/navigation.json");
    const renamed = {
      ...navigation,
      links: [{ label: "Start here", to: "/" }, ...navigation.links.slice(1)],
    };
    render(<NavigationPreview {...previewProps(renamed, { home: loadRawPage("home") })} />);
    await waitFor(() =>
      expect(screen.getAllByRole("link", { name: "Start here" }).length).toBeGreaterThan(0),
    );
  });

  it("draws a new insight, nothing filled in yet, as an empty article page", () => {
    render(<InsightPreview {...previewProps({})} />);
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("draws an insight as typed, its Markdown formatted and raw HTML left out", async () => {
    const insight = {
      title: "An example insight",
      summary: "What it is about.",
      published: "2026-11-04",
      reviewed: "2026-11-06",
      positionAsOf: "2026-11-05",
      author: "An example author",
      reviewer: "An example reviewer",
      topics: ["Example topic"],
      services: ["/gmpaudits/"],
      body: "## A heading\n\nSome **bold** text.\n\n<script>window.ran = true</script>",
    };
    // The saved About page lists the author (made up for the test): the preview signs the article.
    const about = loadRawPage("aboutus") as unknown as { sections: { kind: string }[] };
    const sections = about.sections.map((section) =>
      section.kind === "consultants"
        ? {
            ...section,
            consultants: [{ name: "An example author", role: "Example role", qualifications: [] }],
          }
        : section,
    );
    render(<InsightPreview {...previewProps(insight, { aboutus: { ...about, sections } })} />);
    expect(screen.getByRole("heading", { level: 1, name: "An example insight" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "A heading" })).toBeInTheDocument();
    expect(screen.getByText("bold").tagName).toBe("STRONG");
    expect(screen.getByText("4 November 2026")).toHaveAttribute("datetime", "2026-11-04");
    expect(screen.getByText("6 November 2026")).toHaveAttribute("datetime", "2026-11-06");
    expect(screen.getByText("5 November 2026")).toHaveAttribute("datetime", "2026-11-05");
    expect(await screen.findByText("An example author")).toBeInTheDocument();
    expect(screen.getByText("Example role")).toBeInTheDocument();
    // Not a consultant the About page lists: no name is shown for the review.
    expect(screen.queryByText("An example reviewer")).not.toBeInTheDocument();
    expect(document.querySelector("main script")).toBeNull();
  });
});

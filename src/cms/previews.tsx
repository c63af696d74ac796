/**
 * The editor's preview pane: the entry drawn by the site's own components
 * and styles, as visitors will see it, updated as the editor types. Pages
 * show themselves; the company details show the contact page and the menu
 * the home page, with the entry's values in the header, footer and contact
 * cards.
 */
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from "react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";

import CheckView from "../components/check-view";
import ContactForm from "../components/contact-form";
import InsightView, { type InsightArticle } from "../components/insight-view";
import LeadTimesSection from "../components/lead-times-section";
import PageView, { type PageData } from "../components/page-view";
import ReadinessCheck from "../components/readiness-check";
import { startMapFrames } from "../islands/map-frame";
import { formService } from "../lib/form-service";
import { consultantsOfPage, listedConsultants, type PageWithPeople, signedBy } from "../lib/bylines";
import { articleHeadings, readingMinutes, renderMarkdown } from "../lib/markdown";
import { COLLECTIONS, type CollectionName, routeOf, SETTINGS } from "../schema/collections";
import savedSettings from "../../data/insights.json";
import savedNavigation from "../../data/navigation.json";
import savedSite from "../../data/site.json";
import { insightData, navigationData, pageData, plainValue, siteData, type Pictures } from "./entry-data";
import { PreviewSite } from "./preview-site";
import type { Person } from "../hooks/use-people";

type Json = Record<string, unknown>;
/** Decap's Immutable values, as far as the preview uses them. */
type Immutable = { get(key: string): unknown; toJS(): unknown };
/** Decap's getAsset also takes the field, to find a picture in the field's own folder. */
type GetAsset = (path: string, field?: unknown) => { toString(): string };

const toJson = (value: unknown): Json => {
  const plain = plainValue(value);
  return typeof plain === "object" && plain !== null ? (plain as Json) : {};
};

type ImmutableList = { find(test: (field: Immutable) => boolean): Immutable | undefined };

/** The configuration of the field at `names` (through a typed list's types), for getAsset. */
const fieldAt = (fields: unknown, names: readonly string[]): unknown =>
  names.reduce<{ field?: Immutable; within: unknown }>(
    ({ within }, name) => {
      const field = (within as ImmutableList | undefined)?.find((f) => f.get("name") === name);
      return { field, within: field?.get("fields") ?? field?.get("types") };
    },
    { within: fields },
  ).field;

/**
 * Pictures through the editor's media store: files it just uploaded, or files in the repository. The
 * editor finds a file from the field that holds it (its folder): a page's banner is hero.image, an
 * insight's cover is image (both in src/images/hero), a consultant's photo sections.consultants.
 * consultants.photo (src/images/consultants).
 */
const editorPictures = (getAsset: GetAsset, fields: unknown, heroField = ["hero", "image"]): Pictures => {
  const url = (file: string, field: unknown) => getAsset(file, field).toString();
  return {
    hero: (file) => ({
      layout: "fullWidth",
      // The hero covers its box whatever the picture's shape; this only sets the <img> attributes.
      width: 1,
      height: 1100 / 2400,
      images: { fallback: { src: url(file, fieldAt(fields, heroField)) } },
    }),
    // Any other picture (a consultant's photo, a credential's logo) in its own field's folder.
    url: (file, field) => url(file, fieldAt(fields, [...field])),
  };
};

/** No pictures: for entries whose fields hold none (company details, menu). */
const noPictures: Pictures = {
  hero: () => ({ layout: "fullWidth", width: 1, height: 1, images: {} }),
  url: () => "",
};

type GetCollection = PreviewTemplateComponentProps["getCollection"];

/** Another file's saved content (company details, menu, a page), read once the preview opens. */
const useSavedFile = (getCollection: GetCollection, collection: string, file: string, initial: Json) => {
  const [data, setData] = useState(initial);
  useEffect(() => {
    let current = true;
    (getCollection(collection, file) as unknown as Promise<Immutable>)
      .then((entry) => current && setData(toJson(entry.get("data"))))
      // Keep the copy taken when the editor was built.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [getCollection, collection, file]);
  return data;
};

/**
 * The site's map frame script (src/islands/map-frame.ts), run on the preview's document after every
 * render, as a built page runs it once: an edited map address reaches the frame.
 */
const MapFrames = () => {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (marker.current) startMapFrames(marker.current.ownerDocument);
  });
  return <span ref={marker} hidden />;
};

/**
 * The consultants the pages list, for the bylines and named people the preview draws: those of the entry
 * being edited (About, as typed) before the saved About page's. Drawn without the photo, which only the
 * build crops.
 */
const useListedPeople = (getCollection: GetCollection, edited: Json = {}): Person[] => {
  const about = useSavedFile(getCollection, "pages", "aboutus", {});
  // A consultant just added in the editor has no name yet: nobody to name.
  const named = (people: readonly { name?: unknown; role?: unknown }[] | null | undefined) =>
    (people ?? []).flatMap((person) =>
      typeof person?.name === "string" && person.name.trim() !== ""
        ? [{ name: person.name, role: typeof person.role === "string" ? person.role : "", photo: null }]
        : [],
    );
  return listedConsultants(
    [edited, about].map((page) => consultantsOfPage(page as PageWithPeople).map(named)),
  );
};

type SitePageProps = { page: PageData; site: Json; navigation: Json; people: Person[]; before?: ReactNode };

/**
 * A page inside the site's frame, with the contact form where the page has one; `before` is drawn above
 * it, in the site's styles and with the same company details.
 */
const SitePage = ({ page, site, navigation, people, before }: SitePageProps) => {
  const shapedSite = siteData(site, noPictures);
  const formText = page.sections.find((section) => section.__typename === "PageFormSection");
  const form =
    formText?.__typename === "PageFormSection" ? (
      <ContactForm
        text={formText as unknown as Queries.ContactFormTextFragment}
        service={formService(shapedSite.form)}
      />
    ) : undefined;
  return (
    <PreviewSite site={shapedSite} navigation={navigationData(navigation, noPictures)} people={people}>
      {before}
      <PageView page={page} form={form} />
      <MapFrames />
    </PreviewSite>
  );
};

/** A page file: the page itself. */
export const PagePreview = ({ entry, fields, getAsset, getCollection }: PreviewTemplateComponentProps) => {
  const site = useSavedFile(getCollection, SETTINGS.name, "site", savedSite);
  const navigation = useSavedFile(getCollection, SETTINGS.name, "navigation", savedNavigation);
  const raw = toJson(entry.get("data"));
  const people = useListedPeople(getCollection, raw);
  const page = pageData(raw, editorPictures(getAsset as GetAsset, fields));
  return <SitePage page={page} site={site} navigation={navigation} people={people} />;
};

/**
 * Every lead time in the company details, as the service pages' "When we can start" bands draw them (each
 * page shows only those it names): no page shows them all, and none of them is the contact page.
 */
const AllLeadTimes = ({ site }: { site: Json }) => {
  const names = (Array.isArray(site.leadTimes) ? site.leadTimes : []).flatMap((leadTime: unknown) => {
    const name = (leadTime as Json | null)?.name;
    return typeof name === "string" && name !== "" ? [name] : [];
  });
  if (names.length === 0) return null;
  return (
    <LeadTimesSection
      section={{
        id: "lead-times-preview",
        heading: LEAD_TIMES_HEADING,
        intro: null,
        leadTimes: names,
        links: null,
      }}
    />
  );
};

/** The editor's heading over every lead time (not the site's: no page has this band). */
export const LEAD_TIMES_HEADING = "Lead times, as the service pages and Home show them";

/**
 * The company details: every lead time, then the contact page (contact cards, map, footer), with the
 * details being edited.
 */
export const SitePreview = ({ entry, getCollection }: PreviewTemplateComponentProps) => {
  const navigation = useSavedFile(getCollection, SETTINGS.name, "navigation", savedNavigation);
  const contact = useSavedFile(getCollection, "pages", "contactus", {});
  const people = useListedPeople(getCollection);
  if (!contact.path) return null;
  const site = toJson(entry.get("data"));
  return (
    <SitePage
      page={pageData(contact, noPictures)}
      site={site}
      navigation={navigation}
      people={people}
      before={<AllLeadTimes site={site} />}
    />
  );
};

/** The menu and footer links: the home page with the menu being edited. */
export const NavigationPreview = ({ entry, getCollection }: PreviewTemplateComponentProps) => {
  const site = useSavedFile(getCollection, SETTINGS.name, "site", savedSite);
  const home = useSavedFile(getCollection, "pages", "home", {});
  const people = useListedPeople(getCollection);
  if (!home.path) return null;
  return (
    <SitePage
      page={pageData(home, noPictures)}
      site={site}
      navigation={toJson(entry.get("data"))}
      people={people}
    />
  );
};

type Settings = {
  image?: string;
  labels: Queries.InsightLabelsFragment;
  cta: Queries.CtaSectionFragment;
};

type MenuLink = {
  label: string;
  to?: string | null;
  children?: readonly { label: string; to: string }[] | null;
};

/**
 * An insight: the article page as visitors will see it, its text through the
 * same sanitising Markdown pipeline the build uses. Related services are
 * named as the menu names them; "more on this topic" needs the other
 * insights, which only the build has, so the preview leaves it out.
 */
export const InsightPreview = ({ entry, fields, getAsset, getCollection }: PreviewTemplateComponentProps) => {
  const site = useSavedFile(getCollection, SETTINGS.name, "site", savedSite);
  const navigation = useSavedFile(getCollection, SETTINGS.name, "navigation", savedNavigation);
  const settings = useSavedFile(
    getCollection,
    SETTINGS.name,
    "insights-settings",
    savedSettings,
  ) as unknown as Settings;
  const listPage = useSavedFile(getCollection, "pages", "insights", {}) as { hero?: { title?: string } };
  const pictures = editorPictures(getAsset as GetAsset, fields, ["image"]);
  const raw = toJson(entry.get("data"));
  const body = typeof raw.body === "string" ? raw.body : "";
  const cover = typeof raw.image === "string" && raw.image ? raw.image : null;
  const slug = String(entry.get("slug") ?? "") || "new-insight";
  const shaped = insightData(raw, pictures);
  const insight = {
    ...shaped,
    // A new entry has nothing yet: draw it empty rather than fail.
    title: shaped.title ?? "",
    summary: shaped.summary ?? "",
    published: shaped.published ?? "",
    reviewed: shaped.reviewed ?? "",
    positionAsOf: shaped.positionAsOf ?? "",
    author: shaped.author ?? "",
    reviewer: shaped.reviewer ?? "",
    topics: shaped.topics ?? [],
    services: shaped.services ?? [],
    path: routeOf(COLLECTIONS.insights.page.route, { slug, json: raw }),
    html: renderMarkdown(body),
    readingMinutes: readingMinutes(body),
    headings: articleHeadings(body),
    image: cover ? { childImageSharp: { gatsbyImageData: pictures.hero(cover) } } : null,
  } as unknown as InsightArticle;
  const menu = (navigation.links ?? []) as MenuLink[];
  const services = (insight.services ?? []).map((path) => ({
    path,
    title:
      menu.flatMap((link) => [link, ...(link.children ?? [])]).find((link) => link.to === path)?.label ??
      path,
  }));
  // Signed by a consultant the saved About page lists, as in the build.
  const consultants = useListedPeople(getCollection);
  return (
    <PreviewSite
      site={siteData(site, noPictures)}
      navigation={navigationData(navigation, noPictures)}
      people={consultants}
    >
      <InsightView
        insight={insight}
        author={signedBy(consultants, insight.author)}
        reviewer={signedBy(consultants, insight.reviewer)}
        labels={settings.labels}
        services={services}
        more={[]}
        cta={settings.cta}
        listTitle={listPage.hero?.title ?? ""}
      />
    </PreviewSite>
  );
};

/**
 * A readiness check: its page as visitors first see it, every requirement with its source; the form
 * under it is the contact page's, edited there.
 */
export const CheckPreview = ({ entry, getCollection }: PreviewTemplateComponentProps) => {
  const site = useSavedFile(getCollection, SETTINGS.name, "site", savedSite);
  const navigation = useSavedFile(getCollection, SETTINGS.name, "navigation", savedNavigation);
  const raw = toJson(entry.get("data")) as Partial<
    Queries.CheckViewFragment & Queries.ReadinessCheckFragment
  >;
  // A new entry has nothing yet: draw it empty rather than fail.
  const check = {
    path: raw.path ?? "",
    title: raw.title ?? "",
    description: raw.description ?? "",
    keywords: raw.keywords ?? [],
    heading: raw.heading ?? "",
    intro: raw.intro ?? [],
    disclaimer: raw.disclaimer ?? "",
    related: raw.related ?? null,
    resultLinks: raw.resultLinks ?? null,
    request: raw.request ?? "",
    areas: (raw.areas ?? []).map((area) => ({ ...area, questions: area.questions ?? [] })),
    labels: raw.labels ?? ({} as Queries.ReadinessCheckFragment["labels"]),
  };
  const firm = siteData(site, noPictures);
  return (
    <PreviewSite site={firm} navigation={navigationData(navigation, noPictures)}>
      <CheckView
        check={check}
        checklist={
          <ReadinessCheck
            check={check}
            formId=""
            printedBy={{ name: firm.name, phone: firm.phone, email: firm.email, address: check.path }}
          />
        }
      />
    </PreviewSite>
  );
};

/** The preview of each kind of entry, by its name in the editor (./index.tsx registers them). */
export const PREVIEWS = {
  pages: PagePreview,
  insights: InsightPreview,
  checks: CheckPreview,
  site: SitePreview,
  navigation: NavigationPreview,
} satisfies Partial<Record<CollectionName, ComponentType<PreviewTemplateComponentProps>>>;

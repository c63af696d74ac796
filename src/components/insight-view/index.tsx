import { graphql } from "gatsby";

import { useSite } from "../../hooks/use-site";
import { telHref } from "../../lib/contact-links";
import { contactFormHref } from "../../lib/contact-request";
import { formatDate } from "../../lib/dates";
import { splitAfterSections } from "../../lib/markdown";
import { keepTogether } from "../../lib/keep-together";
import { ARTICLE_IDS, HERO_END_ID } from "../../lib/layout-ids";
import { INSIGHTS_PATH, topicPath } from "../../lib/paths";
// Section's styles first, as on every other page (where the first section component brings them): the
// pages share one stylesheet, whose order must suit them all.
import Section from "../section";
import Byline from "../byline";
import CtaSection from "../cta-section";
import InsightList, { type InsightSummary } from "../insight-list";
import Layout from "../layout";
import { articleHead } from "../seo/article";
import * as styles from "./insight-view.module.scss";

export type InsightArticle = Queries.InsightArticleFragment;

/** "Regulatory position as of {date}" with the date as a <time>, wherever the editor put {date}. */
const PositionLine = ({ line, date }: { line: string; date: string }) => {
  const [before, after = ""] = line.split("{date}");
  return (
    <>
      {before}
      <time dateTime={date}>{formatDate(date)}</time>
      {after}
    </>
  );
};

type InsightViewProps = {
  insight: InsightArticle;
  /** The consultant who signs it (src/lib/bylines.ts), or null: an unsigned article shows no byline. */
  author: Queries.BylineConsultantFragment | null;
  /** The consultant who checked it, likewise. */
  reviewer?: Queries.BylineConsultantFragment | null;
  labels: Queries.InsightLabelsFragment;
  /** The related service pages, by address, with their headings. */
  services: readonly { path: string; title: string }[];
  /** Other insights on its topics, newest first. */
  more: readonly InsightSummary[];
  cta: Queries.CtaSectionFragment;
  /** The list page's heading, the middle step of the breadcrumbs (Home › Insights › this). */
  listTitle: string;
};

/** What an article's request links choose on the form: advice on what the article is about. */
const ASIDE_REQUEST = "consultation";

/** Below 1024 px the request card stands in the text after this many sections, not after the whole. */
const SECTIONS_BEFORE_CARD = 2;

type RequestCardProps = {
  heading: string;
  label: string;
  href: string;
  phone: string;
  className: string;
};

/** The quiet request card: the closing band's heading, the request link and the firm's phone. */
const RequestCard = ({ heading, label, href, phone, className }: RequestCardProps) => (
  <div className={className}>
    <p className={styles.requestHeading}>{keepTogether(heading)}</p>
    <p className={styles.requestActions}>
      <a href={href}>{label}</a>
      <a href={telHref(phone)}>{phone}</a>
    </p>
  </div>
);

/**
 * One insight, set as reading: a compact header (title, standfirst, byline, dates) in place of a
 * banner, the text (HTML made from its Markdown by the sanitising pipeline at build time,
 * src/lib/markdown.ts) with its sources set small, its topics (each a link to the topic's list) and
 * related services; from 1024 px a contents list that stays in view and a quiet request card beside
 * the text (below that, the card stands in the text after its second section, so that a phone meets
 * it in the article's first screens, not after ten of them); then the call to action and more insights
 * on its topics.
 */
const InsightView = ({
  insight,
  author,
  reviewer = null,
  labels,
  services,
  more,
  cta,
  listTitle,
}: InsightViewProps) => {
  const { site, navigation } = useSite();
  const cover = insight.image?.childImageSharp?.gatsbyImageData as
    { images?: { fallback?: { src?: string } } } | undefined;
  const home = navigation.links.find((link) => link.to === "/");
  const form483 = Boolean(insight.form483);
  const [opening, rest] = splitAfterSections(insight.html, SECTIONS_BEFORE_CARD);
  const card = (place: "aside" | "article", className: string) => (
    <RequestCard
      heading={cta.heading}
      label={navigation.requestLabel}
      href={contactFormHref(insight.path, ASIDE_REQUEST, place, form483)}
      phone={site.phone}
      className={className}
    />
  );
  return (
    <Layout
      currentPath={insight.path}
      head={{
        title: `${insight.title} | ${site.name}`,
        description: insight.summary,
        keywords: insight.topics,
        heading: insight.title,
        article: articleHead({
          published: insight.published,
          updated: insight.updated,
          reviewed: insight.reviewed,
          author: author?.name ?? null,
          topics: insight.topics,
          image: cover?.images?.fallback?.src ?? null,
          trail: [
            { name: home?.label ?? site.name, path: "/" },
            { name: listTitle, path: INSIGHTS_PATH },
            { name: insight.title, path: insight.path },
          ],
        }),
      }}
    >
      <article className={styles.article}>
        <header className={styles.header}>
          <p className={styles.back}>
            <a href={INSIGHTS_PATH}>{labels.allInsights}</a>
          </p>
          <h1 className={styles.title}>{keepTogether(insight.title)}</h1>
          <p className={styles.standfirst}>{keepTogether(insight.summary)}</p>
          {(author || reviewer) && (
            <div className={styles.bylines}>
              {author && <Byline author={author} label={labels.author} />}
              {reviewer && reviewer.name !== author?.name && (
                <Byline author={reviewer} label={labels.reviewer} labelShown />
              )}
            </div>
          )}
          <p className={styles.meta}>
            <span>
              {labels.published} <time dateTime={insight.published}>{formatDate(insight.published)}</time>
            </span>
            {insight.updated && (
              <span>
                {labels.updated} <time dateTime={insight.updated}>{formatDate(insight.updated)}</time>
              </span>
            )}
            <span>
              {labels.reviewed} <time dateTime={insight.reviewed}>{formatDate(insight.reviewed)}</time>
            </span>
            <span>{labels.readingTime.replace("{minutes}", String(insight.readingMinutes))}</span>
          </p>
          <p className={styles.position}>
            <PositionLine line={labels.position} date={insight.positionAsOf} />
          </p>
          {/* The browser paints nothing before this has arrived (PAINT_AFTER in src/lib/inline-head.ts). */}
          <span id={HERO_END_ID} hidden />
        </header>
        <div className={styles.columns}>
          <div className={styles.text}>
            {/* Made from the Markdown at build time by the sanitising pipeline: only the elements and
                attributes it allows, never raw HTML or script from the data file. */}
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: opening }} />
            {rest && (
              <>
                {card("article", styles.requestInText)}
                <div className={styles.body} dangerouslySetInnerHTML={{ __html: rest }} />
              </>
            )}
            <div className={styles.footer}>
              <nav aria-labelledby={ARTICLE_IDS.topicsLabel}>
                <p id={ARTICLE_IDS.topicsLabel} className={styles.label}>
                  {labels.topics}
                </p>
                <ul className={styles.topics}>
                  {insight.topics.map((topic) => (
                    <li key={topic}>
                      <a href={topicPath(topic)}>{topic}</a>
                    </li>
                  ))}
                </ul>
              </nav>
              {services.length > 0 && (
                <nav aria-labelledby={ARTICLE_IDS.servicesLabel}>
                  <p id={ARTICLE_IDS.servicesLabel} className={styles.label}>
                    {labels.relatedServices}
                  </p>
                  <ul className={styles.services}>
                    {services.map((service) => (
                      <li key={service.path}>
                        <a href={service.path}>{service.title}</a>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
            </div>
          </div>
          <aside className={styles.aside}>
            {insight.headings.length > 1 && (
              <nav
                id={ARTICLE_IDS.contents}
                className={styles.contents}
                aria-labelledby={ARTICLE_IDS.contentsHeading}
              >
                <p id={ARTICLE_IDS.contentsHeading} className={styles.label}>
                  {labels.contents}
                </p>
                <ol className={styles.contentsList}>
                  {insight.headings.map((heading) => (
                    <li key={heading.id}>
                      <a href={`#${heading.id}`}>{heading.text}</a>
                    </li>
                  ))}
                </ol>
              </nav>
            )}
            {/* Below 1024 px only when the text holds none (an article of two sections or fewer). */}
            {card("aside", rest ? `${styles.request} ${styles.wideOnly}` : styles.request)}
          </aside>
        </div>
      </article>
      {/* An article on Form 483 responses sends its closing band's request to the form's 483 part too. */}
      <CtaSection
        section={cta}
        path={insight.path}
        request={form483 ? ASIDE_REQUEST : undefined}
        form483={form483}
      />
      {more.length > 0 && (
        <Section id={ARTICLE_IDS.more} heading={labels.moreOnTopic}>
          <InsightList insights={more} topicsLabel={labels.topics} anchor={`#${ARTICLE_IDS.more}`} />
        </Section>
      )}
    </Layout>
  );
};

export default InsightView;

export const query = graphql`
  fragment InsightArticle on InsightJson {
    path
    title
    summary
    published
    updated
    reviewed
    positionAsOf
    author
    reviewer
    topics
    services
    form483
    html
    readingMinutes
    headings {
      id
      text
    }
    image {
      ...HeroImage
    }
  }

  # What every insight page (an article, a topic's list) takes from data/insights.json.
  fragment InsightPageSettings on InsightsJson {
    labels {
      ...InsightLabels
    }
    cta {
      ...CtaSection
    }
  }

  fragment InsightLabels on InsightLabels {
    published
    updated
    reviewed
    author
    reviewer
    position
    readingTime
    topics
    relatedServices
    moreOnTopic
    contents
    topicDescription
    allInsights
    pages
    previous
    next
    pageOf
  }
`;

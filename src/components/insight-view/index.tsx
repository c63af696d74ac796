import { graphql } from "gatsby";

import { useSite } from "../../hooks/use-site";
import { formatDate } from "../../lib/dates";
import { keepTogether } from "../../lib/keep-together";
import { INSIGHTS_PATH } from "../../lib/paths";
// Section's styles first, as on every other page (where the first section component brings them): the
// pages share one stylesheet, whose order must suit them all.
import Section from "../section";
import CtaSection from "../cta-section";
import Hero from "../hero";
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
  /** The banner picture of an insight without its own cover (data/insights.json). */
  fallbackImage: Queries.HeroImageFragment;
  labels: Queries.InsightLabelsFragment;
  /** The related service pages, by address, with their headings. */
  services: readonly { path: string; title: string }[];
  /** Other insights on its topics, newest first. */
  more: readonly InsightSummary[];
  cta: Queries.CtaSectionFragment;
  /** The list page's heading, the middle step of the breadcrumbs (Home › Insights › this). */
  listTitle: string;
};

/**
 * One insight: its title over the banner, the dates and reading time, the
 * text (HTML made from its Markdown by the sanitising pipeline at build time,
 * src/lib/markdown.ts), its topics and related services, the call to action
 * and more insights on its topics.
 */
const InsightView = ({
  insight,
  fallbackImage,
  labels,
  services,
  more,
  cta,
  listTitle,
}: InsightViewProps) => {
  const { site, navigation } = useSite();
  const image = insight.image?.childImageSharp ? insight.image : fallbackImage;
  const cover = insight.image?.childImageSharp?.gatsbyImageData as
    { images?: { fallback?: { src?: string } } } | undefined;
  const home = navigation.links.find((link) => link.to === "/");
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
          author: insight.author,
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
        <Hero
          hero={{ title: insight.title, lead: null, showLogo: null, action: null, image }}
          path={insight.path}
        />
        <div className={styles.inner}>
          <p className={styles.back}>
            <a href={INSIGHTS_PATH}>{labels.allInsights}</a>
          </p>
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
          <p className={styles.byline}>
            <span>
              {labels.author} <span className={styles.name}>{insight.author}</span>
            </span>
            <span>
              {labels.reviewer} <span className={styles.name}>{insight.reviewer}</span>
            </span>
          </p>
          <p className={styles.position}>
            <PositionLine line={labels.position} date={insight.positionAsOf} />
          </p>
          <p className={styles.standfirst}>{keepTogether(insight.summary)}</p>
          {/* Made from the Markdown at build time by the sanitising pipeline: only the elements and
              attributes it allows, never raw HTML or script from the data file. */}
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: insight.html }} />
          <div className={styles.footer}>
            <div>
              <h2 className={styles.footerHeading}>{labels.topics}</h2>
              <ul className={styles.topics}>
                {insight.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </div>
            {services.length > 0 && (
              <div>
                <h2 className={styles.footerHeading}>{labels.relatedServices}</h2>
                <ul className={styles.services}>
                  {services.map((service) => (
                    <li key={service.path}>
                      <a href={service.path}>{service.title}</a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </div>
      </article>
      <CtaSection section={cta} path={insight.path} />
      {more.length > 0 && (
        <Section id="more-on-this-topic" heading={labels.moreOnTopic}>
          <InsightList insights={more} topicsLabel={labels.topics} anchor="#more-on-this-topic" />
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
    html
    readingMinutes
    image {
      ...HeroImage
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
    allInsights
    pages
    previous
    next
    pageOf
  }
`;

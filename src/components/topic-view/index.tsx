import { useSite } from "../../hooks/use-site";
import { keepTogether } from "../../lib/keep-together";
import { HERO_END_ID } from "../../lib/layout-ids";
import { INSIGHTS_PATH } from "../../lib/paths";
// In the order the page template brings them (the pages share one stylesheet, whose order must suit them all).
import CtaSection from "../cta-section";
import InsightList, { type InsightSummary } from "../insight-list";
import TopicLinks, { type TopicLink } from "../topic-links";
import Layout from "../layout";
import * as styles from "./topic-view.module.scss";

/** The list's section: its id and the anchor that reveals its cards. */
const ARTICLES_ID = "articles";

type TopicViewProps = {
  /** The topic's name, as data/insights.json lists it. */
  topic: string;
  /** This page's address (/insights/topics/<slug>/). */
  path: string;
  /** Its articles, newest first. */
  insights: readonly InsightSummary[];
  /** Every topic that has articles, this one among them. */
  topics: readonly TopicLink[];
  labels: Pick<Queries.InsightLabelsFragment, "topics" | "allInsights" | "topicDescription">;
  cta: Queries.CtaSectionFragment;
  /** The list page's heading, the middle step of the breadcrumbs (Home › Insights › this topic). */
  listTitle: string;
};

/**
 * One topic's articles (a static page a topic, made at build time): a short header naming the topic,
 * its articles newest first, the other topics, and the closing call to action.
 */
const TopicView = ({ topic, path, insights, topics, labels, cta, listTitle }: TopicViewProps) => {
  const { site } = useSite();
  return (
    <Layout
      currentPath={path}
      head={{
        title: `${topic} | ${listTitle} | ${site.name}`,
        description: labels.topicDescription.replace("{topic}", topic),
        keywords: [topic],
        heading: topic,
      }}
    >
      <header className={styles.header}>
        <p className={styles.back}>
          <a href={INSIGHTS_PATH}>{labels.allInsights}</a>
        </p>
        <h1 className={styles.title}>{keepTogether(topic)}</h1>
        {/* The browser paints nothing before this has arrived (PAINT_AFTER in src/lib/inline-head.ts). */}
        <span id={HERO_END_ID} hidden />
      </header>
      <section id={ARTICLES_ID} aria-labelledby={`${ARTICLES_ID}-heading`} className={styles.articles}>
        <h2 id={`${ARTICLES_ID}-heading`} className={styles.hidden}>
          {listTitle}
        </h2>
        <InsightList insights={insights} topicsLabel={labels.topics} anchor={`#${ARTICLES_ID}`} />
        <TopicLinks label={labels.topics} topics={topics} current={path} />
      </section>
      <CtaSection section={cta} path={path} />
    </Layout>
  );
};

export default TopicView;

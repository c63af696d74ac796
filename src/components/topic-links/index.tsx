import { isSamePath } from "../../lib/paths";
import * as styles from "./topic-links.module.scss";

/** A topic with articles, and the address of its list. */
export type TopicLink = { name: string; path: string };

type TopicLinksProps = {
  /** Names the list, such as "Topics". */
  label: string;
  topics: readonly TopicLink[];
  /** The page's own address: its topic is marked as the current page. */
  current?: string;
};

/** The topics as links to their lists of articles, under one meta label. */
const TopicLinks = ({ label, topics, current = "" }: TopicLinksProps) =>
  topics.length === 0 ? null : (
    <nav className={styles.topics} aria-label={label}>
      <p className={styles.label} aria-hidden="true">
        {label}
      </p>
      <ul className={styles.list}>
        {topics.map((topic) => (
          <li key={topic.path}>
            <a
              href={topic.path}
              className={styles.link}
              aria-current={isSamePath(topic.path, current) ? "page" : undefined}
            >
              {topic.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );

export default TopicLinks;

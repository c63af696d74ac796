import { keepTogether } from "../../lib/keep-together";
import * as styles from "./next-steps.module.scss";

type NextStepsProps = {
  next: Queries.ContactFormTextFragment["next"] & object;
  /** Makes the heading's id unique on the page. */
  id: string;
  className?: string;
};

/** What happens after sending: a heading, the steps in order, and how what is sent is used. */
const NextSteps = ({ next, id, className = "" }: NextStepsProps) => {
  const headingId = `${id}-next`;
  return (
    <div className={className || undefined} role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {keepTogether(next.heading)}
      </h3>
      <ol className={styles.steps}>
        {next.steps.map((step) => (
          <li key={step}>{keepTogether(step)}</li>
        ))}
      </ol>
      {next.dataUse && <p className={styles.dataUse}>{keepTogether(next.dataUse)}</p>}
    </div>
  );
};

export default NextSteps;

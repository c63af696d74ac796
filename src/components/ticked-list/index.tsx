import { keepTogether } from "../../lib/keep-together";
import Icon from "../icon";
import * as styles from "./ticked-list.module.scss";

type TickedListProps = {
  items: readonly string[];
  /** The caller's own spacing, border or type; `--ticked-gap` sets the space between items. */
  className?: string;
};

/** Short items, each after a tick that is decoration only (the services of a stage of a submission). */
const TickedList = ({ items, className }: TickedListProps) => (
  <ul className={className ? `${styles.list} ${className}` : styles.list}>
    {items.map((item) => (
      <li key={item}>
        <Icon name="check" className={styles.check} />
        {keepTogether(item)}
      </li>
    ))}
  </ul>
);

export default TickedList;

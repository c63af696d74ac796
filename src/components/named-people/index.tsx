import { usePeople } from "../../hooks/use-people";
import { keepTogether } from "../../lib/keep-together";
import { BylineList } from "../byline";
import * as styles from "./named-people.module.scss";

type NamedPeopleProps = {
  /** Over the people, such as "Your request is read by". */
  label: string;
  /** Consultants by name; those the pages do not list (a launch stand-in) are left out. */
  names: readonly string[];
  className?: string;
};

/**
 * Consultants a page names, each with portrait, name and role under one line that says what they do
 * here (Contact: who reads the requests). Nothing is drawn while none of them is listed.
 */
const NamedPeople = ({ label, names, className }: NamedPeopleProps) => {
  const { named } = usePeople();
  const people = names.flatMap((name) => named(name) ?? []);
  if (people.length === 0) return null;
  return (
    <div className={className}>
      <p className={styles.label}>{keepTogether(label)}</p>
      <BylineList people={people.map((author) => ({ author }))} />
    </div>
  );
};

export default NamedPeople;

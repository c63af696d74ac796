import { whatsappHref } from "../../lib/contact-links";
import * as styles from "./whatsapp-link.module.scss";

type WhatsappLinkProps = {
  /** The firm's WhatsApp number (data/site.json); nothing is drawn without one. */
  number?: string | null;
  /** The link's text (data/navigation.json), such as WhatsApp. */
  label: string;
  className?: string;
};

/**
 * A chat link beside the phone number. Its text is the label alone; screen readers hear the number
 * after it ("WhatsApp +91 …"), so that the link says where it leads.
 */
const WhatsappLink = ({ number, label, className = "" }: WhatsappLinkProps) =>
  number ? (
    <a className={`${styles.link} ${className}`} href={whatsappHref(number)}>
      {label}
      <span className={styles.number}> {number}</span>
    </a>
  ) : null;

export default WhatsappLink;

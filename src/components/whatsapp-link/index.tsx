import { whatsappHref } from "../../lib/contact-links";
import * as styles from "./whatsapp-link.module.scss";

type WhatsappLinkProps = {
  /** The firm's WhatsApp number (data/site.json); nothing is drawn without one. */
  number?: string | null;
  /** The link's text (data/navigation.json), such as WhatsApp. */
  label: string;
  className?: string;
  /**
   * The link's and the hidden number's classes from the caller's own styles, for a link an island
   * draws only once it runs: a page keeps the rules of the style modules its built HTML carries
   * (plugins/cdn-deploy/page-styles.ts), and this module's may not be among them.
   */
  classes?: { link?: string; number: string };
};

/**
 * A chat link beside the phone number. Its text is the label alone; screen readers hear the number
 * after it ("WhatsApp +91 …"), so that the link says where it leads.
 */
const WhatsappLink = ({
  number,
  label,
  className = "",
  classes = { link: styles.link, number: styles.number },
}: WhatsappLinkProps) =>
  number ? (
    <a className={[classes.link, className].filter(Boolean).join(" ")} href={whatsappHref(number)}>
      {label}
      <span className={classes.number}> {number}</span>
    </a>
  ) : null;

export default WhatsappLink;

import type { ReactNode } from "react";
import { Link } from "gatsby";

type FormLinkProps = {
  /** Where it leads, from contactFormHref: "#request-form" on the contact page itself, else that page's address. */
  href: string;
  className?: string;
  children: ReactNode;
};

/**
 * A link to the contact form. On the contact page it is a plain anchor, so the browser jumps to the
 * form; from anywhere else it is Gatsby's Link: in a build a plain link too (the contact page loads
 * anew, fetched ahead by the speculation rules), in `gatsby develop` a move without a reload.
 */
const FormLink = ({ href, className, children }: FormLinkProps) =>
  href.startsWith("#") ? (
    <a className={className} href={href}>
      {children}
    </a>
  ) : (
    <Link className={className} to={href}>
      {children}
    </Link>
  );

export default FormLink;

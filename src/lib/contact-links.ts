/** Links that reach the firm, from the phone and email of data/site.json. */

/** "+91 00000 00000" → "tel:+910000000000". */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The email address as a mailto: link (data checks keep it free of "?" and "&"). */
export const mailtoHref = (email: string): string => `mailto:${email}`;

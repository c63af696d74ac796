/** Links that reach the firm, from the phone and email of data/site.json. */

/** "+91 00000 00000" → "tel:+910000000000". */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The email address as a mailto: link (data checks keep it free of "?" and "&"). */
export const mailtoHref = (email: string): string => `mailto:${email}`;

/** "+91 00000 00000" → "https://wa.me/910000000000": WhatsApp's click-to-chat link takes digits only. */
export const whatsappHref = (number: string): string => `https://wa.me/${number.replace(/\D/g, "")}`;

/** The most facts a banner's bottom band holds: a service page's first lead times, from 768 px. */
export const MOST_FACTS = 3;

import type { Site } from "../hooks/use-site";

type LeadTime = NonNullable<Site["leadTimes"]>[number];

/**
 * The lead times a page or a check names, in its order, from the one list in data/site.json (the data
 * check refuses a name that list lacks, so none is dropped here unseen).
 */
export const leadTimesShown = (show: readonly string[], site: Pick<Site, "leadTimes">): LeadTime[] =>
  show.flatMap((name) => site.leadTimes?.find((leadTime) => leadTime.name === name) ?? []);

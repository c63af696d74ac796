import type { MenuCheck, Navigation } from "../hooks/use-site";

export type MenuGroup = { label: string; children: { label: string; to: string }[] };

/**
 * The group of every readiness check by its heading, named by checksLabel, which the header's menu lists
 * at the end of its last group (Services); null without either. Kept apart from the navigation's links,
 * which name the service pages (./service-names.ts); the footer keeps to those links.
 */
export const checksGroup = (
  navigation: Pick<Navigation, "checksLabel">,
  checks: readonly MenuCheck[],
): MenuGroup | null =>
  navigation.checksLabel && checks.length > 0
    ? {
        label: navigation.checksLabel,
        children: checks.map((check) => ({ label: check.heading, to: check.path })),
      }
    : null;

/**
 * The editor's choices of "service pages" (an insight's related services, a consultant's areas): the
 * relation fields that pick pages by address offer only the pages the menu's Services group links
 * to, not every page (Page not found, Contact, Thank you…). The generated configuration holds the
 * model alone; the menu is the build's data/navigation.json, so the choices follow it.
 */
import { serviceNames } from "../lib/service-names";

type Navigation = Parameters<typeof serviceNames>[0];

/** A field that picks pages by address (src/schema/editor-config.ts, SERVICE_PAGES). */
const picksPages = (value: Record<string, unknown>) =>
  value.widget === "relation" && value.collection === "pages" && value.value_field === "path";

/** The configuration with every page-picking field limited to the service pages. */
export const withServicePagesOnly = <Config>(config: Config, navigation: Navigation): Config => {
  const filters = [{ field: "path", values: [...serviceNames(navigation).keys()] }];
  const limit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(limit);
    if (typeof value !== "object" || value === null) return value;
    const object = value as Record<string, unknown>;
    const limited = Object.fromEntries(Object.entries(object).map(([key, inner]) => [key, limit(inner)]));
    return picksPages(object) ? { ...limited, filters } : limited;
  };
  return limit(config) as Config;
};

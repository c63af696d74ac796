import navigation from "../../data/navigation.json";
import editorConfig from "./editor-config.json";
import { withServicePagesOnly } from "./service-pages";

type Field = { name: string; filters?: { field: string; values: string[] }[]; fields?: Field[] };
type Collection = { name: string; fields?: Field[] };

const limited = withServicePagesOnly(editorConfig, navigation) as unknown as { collections: Collection[] };
const field = (collection: string, name: string) =>
  limited.collections.find((c) => c.name === collection)?.fields?.find((f) => f.name === name);
/** Every field of the configuration, however deep. */
const everyField = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.flatMap(everyField)
    : typeof value === "object" && value !== null
      ? [
          ...("widget" in value ? [value as Record<string, unknown>] : []),
          ...Object.values(value).flatMap(everyField),
        ]
      : [];

describe("the editor's choice of service pages", () => {
  const services = navigation.links.flatMap((link) =>
    "children" in link && link.children ? link.children : [],
  );

  it("offers an insight's related services from the menu's Services group alone", () => {
    expect(services.length).toBeGreaterThan(0);
    expect(field("insights", "services")?.filters).toEqual([
      { field: "path", values: services.map((service) => service.to) },
    ]);
  });

  it("limits every field that picks pages by address, a consultant's areas among them, and no other", () => {
    const filtered = everyField(limited).filter((f) => "filters" in f);
    expect(filtered.map((f) => f.name).sort()).toEqual(["areas", "services"]);
    expect(everyField(limited).length).toBe(everyField(editorConfig).length);
  });

  it("follows the menu: a service added there is offered", () => {
    const menu = JSON.parse(JSON.stringify(navigation)) as typeof navigation;
    const group = menu.links.find((link) => "children" in link) as {
      children: { label: string; to: string }[];
    };
    group.children.push({ label: "Pharmacovigilance", to: "/pharmacovigilance/" });
    const more = withServicePagesOnly(editorConfig, menu) as unknown as { collections: Collection[] };
    const services = more.collections
      .find((c) => c.name === "insights")
      ?.fields?.find((f) => f.name === "services");
    expect(services?.filters?.[0]?.values).toContain("/pharmacovigilance/");
  });

  it("leaves the generated configuration as it was", () => {
    expect(JSON.stringify(editorConfig)).not.toContain('"filters"');
  });
});

/**
 * A part of a page that runs React in the browser (an island), on a page that otherwise runs none
 * (plugins/islands). The build writes the part's markup from the component, as for every other part,
 * and beside it the component's props as an inert JSON block: text from data/ travels as JSON, escaped
 * like the JSON-LD (src/lib/inline-json.ts), never as code. The island's own script hydrates the
 * container with the same component and props (./contact-form.tsx), once the visitor first touches it
 * (./loader.ts).
 */
import type { ReactNode } from "react";

import { inlineJson } from "../lib/inline-json";
import { ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE, SCRIPTS_ATTRIBUTE } from "./attributes";

/** The islands the site has, each with its script's entry (plugins/islands). */
export type IslandName = "contact-form" | "readiness-check";

/** The scripts of each island, in the order to load them, as the build wrote them; none in develop. */
export type IslandScripts = Partial<Record<IslandName, string[]>>;

declare const __ISLAND_SCRIPTS__: IslandScripts | undefined;

/** The build's scripts for each island (plugins/islands defines them while the pages are written). */
const islandScripts = (): IslandScripts =>
  typeof __ISLAND_SCRIPTS__ === "undefined" ? {} : __ISLAND_SCRIPTS__;

type IslandProps<P> = {
  name: IslandName;
  /** What the island's script hydrates the container's content with: JSON values only. */
  props: P;
  /** The component drawn with `props`, exactly as the island's script will draw it. */
  children: ReactNode;
};

const Island = <P,>({ name, props, children }: IslandProps<P>) => {
  const scripts = islandScripts()[name];
  return (
    <>
      <div {...{ [ISLAND_ATTRIBUTE]: name, [SCRIPTS_ATTRIBUTE]: scripts?.join(" ") }}>{children}</div>
      <script
        type="application/json"
        {...{ [PROPS_ATTRIBUTE]: name }}
        dangerouslySetInnerHTML={{ __html: inlineJson(props) }}
      />
    </>
  );
};

export default Island;

/** The container of an island in the page, or null. */
export const islandContainer = (name: IslandName, doc: Document = document): HTMLElement | null =>
  doc.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`);

/** The props the build wrote for an island; throws, naming the island, when they are missing. */
export const islandProps = <P,>(name: IslandName, doc: Document = document): P => {
  const block = doc.querySelector(`script[${PROPS_ATTRIBUTE}="${name}"]`);
  if (!block?.textContent) throw new Error(`The page has no props for its ${name} island`);
  return JSON.parse(block.textContent) as P;
};

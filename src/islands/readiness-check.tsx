/**
 * A readiness check's island: React and the check's code, loaded on the visitor's first touch of the
 * checklist (./loader.ts), hydrating the checklist's container with the props the build wrote beside
 * it (./island.tsx). Answers given before it started are read from the radios first: hydration would
 * otherwise uncheck them.
 */
import { hydrateRoot } from "react-dom/client";

import ReadinessCheck, { answersIn, type ReadinessCheckIslandProps } from "../components/readiness-check";
import { islandContainer, islandProps } from "./island";
import { markIslandReady } from "./loader";

const container = islandContainer("readiness-check");
if (container) {
  const props = islandProps<ReadinessCheckIslandProps>("readiness-check");
  const ready = () => markIslandReady(container);
  hydrateRoot(
    container,
    <ReadinessCheck {...props} answersBeforeStart={answersIn(container)} onStarted={ready} />,
  );
}

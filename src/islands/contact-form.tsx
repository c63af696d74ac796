/**
 * The contact form's island: React, Formik and the form's code, loaded on the visitor's first touch
 * of the form (./loader.ts) and hydrating the form's container alone, with the props the build wrote
 * beside it (./island.tsx). Built by Gatsby's webpack as an entry of its own (plugins/islands), so
 * its class names are those of the page's styles.
 */
import { type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";

import ContactForm, { type ContactFormIslandProps } from "../components/contact-form";
import { requestedIn } from "../lib/contact-request";
import { islandContainer, islandProps } from "./island";
import { markIslandReady } from "./loader";

/** Tells the loader once everything inside has hydrated (children's effects run first). */
const WhenHydrated = ({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) => {
  useEffect(onHydrated, [onHydrated]);
  return children;
};

const container = islandContainer("contact-form");
if (container) {
  const props = islandProps<ContactFormIslandProps>("contact-form");
  const ready = () => markIslandReady(container);
  hydrateRoot(
    container,
    <WhenHydrated onHydrated={ready}>
      <ContactForm {...props} requested={requestedIn(window.location.search)} />
    </WhenHydrated>,
  );
}

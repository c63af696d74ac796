/**
 * The contact form's island: React, Formik and the form's code, loaded on the visitor's first touch
 * of the form (./loader.ts) and hydrating the form's container alone, with the props the build wrote
 * beside it (./island.tsx). Built by Gatsby's webpack as an entry of its own (plugins/islands), so
 * its class names are those of the page's styles. The request a link asked for is already chosen
 * (./request-choice.ts), or changed by the visitor since.
 */
import { hydrateRoot } from "react-dom/client";

import ContactForm, { type ContactFormIslandProps, valuesIn } from "../components/contact-form";
import { islandContainer, islandProps } from "./island";
import { markIslandReady } from "./loader";

const container = islandContainer("contact-form");
if (container) {
  const props = islandProps<ContactFormIslandProps>("contact-form");
  const ready = () => markIslandReady(container);
  hydrateRoot(
    container,
    <ContactForm
      {...props}
      valuesBeforeStart={valuesIn(container.querySelector("form"))}
      onStarted={ready}
    />,
  );
}

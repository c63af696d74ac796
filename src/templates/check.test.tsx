import { render, screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";

import { ISLAND_ATTRIBUTE } from "../islands/attributes";
import { operationText } from "../test-utils/site-documents";
import { wholeText } from "../test-utils/whole-text";
import { nodeId, runQuery } from "../test-utils/site-graph";
import CheckTemplate from "./check";

type Data = Queries.CheckTemplateQuery;

/** What the check's template query finds for data/checks/<slug>.json, from the real data files. */
const queried = (slug: string): Data =>
  runQuery<Data>(operationText("CheckTemplate"), { variables: { id: nodeId(`checks/${slug}.json`) } });

describe("a readiness check's page", () => {
  const data = queried("schedule-m-readiness");
  const check = data.checkJson!;

  it("says what the check is and is not, then gives every requirement, area by area", () => {
    render(<CheckTemplate {...({ data } as unknown as PageProps<Data>)} />);
    expect(screen.getByRole("heading", { level: 1, name: check.heading })).toBeInTheDocument();
    expect(screen.getByText(wholeText(check.disclaimer))).toBeInTheDocument();
    for (const area of check.areas) {
      const region = screen.getByRole("region", { name: area.heading });
      for (const question of area.questions) {
        // A critical requirement's group is named by its requirement and the word after it.
        const name = question.critical
          ? `${question.requirement} ${check.labels.critical}`
          : question.requirement;
        expect(within(region).getByRole("group", { name })).toBeInTheDocument();
      }
    }
  });

  it("holds the checklist and the contact page's request form, each an island of its own", () => {
    const { container } = render(<CheckTemplate {...({ data } as unknown as PageProps<Data>)} />);
    expect(container.querySelectorAll(`[${ISLAND_ATTRIBUTE}="readiness-check"]`)).toHaveLength(1);
    expect(container.querySelectorAll(`[${ISLAND_ATTRIBUTE}="contact-form"]`)).toHaveLength(1);
    const form = container.querySelector("form")!;
    const options = [...form.querySelectorAll("select[name='request'] option")].map((option) =>
      option.getAttribute("value"),
    );
    // The check's request is one of the form's choices.
    expect(options).toContain(check.request);
  });
});

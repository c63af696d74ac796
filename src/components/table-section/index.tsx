import { graphql } from "gatsby";

import { reveal } from "../../motion/reveal-props";
import DataTable from "../data-table";
import Section, { type SectionTone } from "../section";
import * as styles from "./table-section.module.scss";

type TableSectionProps = {
  section: Queries.TableSectionFragment;
  tone?: SectionTone;
};

/**
 * A heading, an optional introduction and a table under them, across the page: a caption, the column
 * heads and rows that each begin with their own head (the data check makes every row as long as the
 * heads). Its rows are set as choices to compare, named in the serif; on phones each row reads as a
 * card headed by its name (src/components/data-table), and a folded table stands behind its heading.
 */
const TableSection = ({ section, tone }: TableSectionProps) => (
  <Section
    id={section.id}
    heading={section.heading}
    intro={section.intro}
    tone={tone}
    layout="centred"
    folded={Boolean(section.folded)}
    preview={section.rows.map((row) => row.cells[0]).join(" · ")}
  >
    {/* Folded, it does not reveal: a closed disclosure's content is not rendered, so a fade would stop. */}
    <div className={styles.table} {...(section.folded ? {} : reveal("fade-up"))}>
      <DataTable
        id={`${section.id}-table`}
        caption={section.caption}
        columns={section.columns}
        rows={section.rows.map((row) => row.cells)}
        compare
      />
    </div>
  </Section>
);

export default TableSection;

export const query = graphql`
  fragment TableSection on PageTableSection {
    id
    heading
    intro
    folded
    caption
    columns
    rows {
      cells
    }
  }
`;

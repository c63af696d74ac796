import * as styles from "./report-thumbnail-section.module.scss";

type Report = Queries.ReportThumbnailFragment;

/** The sheet's width in the drawing's units; its height follows from what the report holds. */
const WIDTH = 200;
const MARGIN = 12;
const LINE = 200 - 2 * MARGIN;
/** Drawn units per character of text: a line of text as long as the text, at a small size. */
const PER_CHARACTER = 1.15;
/** Each grade's mark: its colour and fill (./report-thumbnail-section.module.scss). */
const GRADE_MARKS: Record<Report["observations"]["items"][number]["grade"], string> = {
  critical: styles.drawnCritical,
  major: styles.drawnMajor,
  minor: styles.drawnMinor,
};

/** The most rows of each table the miniature draws: more would only shrink it. */
const MAX_ROWS = 6;

/** A text as one or more bars that wrap at `width`, from `x`: how long it is, never what it says. */
const bars = (text: string, x: number, width: number, y: number, step: number) => {
  const total = Math.max(8, text.length * PER_CHARACTER);
  const lines = Math.min(3, Math.ceil(total / width));
  return Array.from({ length: lines }, (_, line) => ({
    x,
    y: y + line * step,
    width: line === lines - 1 ? Math.max(8, total - line * width) : width,
  }));
};

/**
 * A small drawing of the sample report, made from its own data when the page is built: the notice band,
 * the title, the header's lines, the observations (each with its grade's mark) and the CAPA rows. A
 * picture of the report's shape for the eye alone (aria-hidden): the link beside it says what it opens.
 */
const ReportMiniature = ({ report }: { report: Report }) => {
  const shapes: { className: string; x: number; y: number; width: number; height: number }[] = [];
  const bar = (className: string, x: number, y: number, width: number, height = 3) =>
    shapes.push({ className, x, y, width: Math.min(width, WIDTH - MARGIN - x), height });
  let y = MARGIN;
  // The notice on top, then the title.
  shapes.push({ className: styles.drawnNotice, x: MARGIN, y, width: LINE, height: 14 });
  bar(styles.drawnInk, MARGIN + 6, y + 5.5, Math.min(LINE - 12, report.notice.length * 0.6));
  y += 24;
  bar(styles.drawnTitle, MARGIN, y, report.heading.length * 2.2, 6);
  y += 14;
  for (const fact of report.facts) {
    bar(styles.drawnLabel, MARGIN, y, Math.min(40, fact.label.length * PER_CHARACTER));
    const lines = bars(fact.value, MARGIN + 48, LINE - 48, y, 5);
    lines.forEach((line) => bar(styles.drawnText, line.x, line.y, line.width));
    y += lines.length * 5 + 4;
  }
  y += 4;
  bar(styles.drawnRule, MARGIN, y, LINE, 1.5);
  y += 6;
  for (const item of report.observations.items.slice(0, MAX_ROWS)) {
    shapes.push({ className: GRADE_MARKS[item.grade], x: MARGIN, y: y - 1, width: 5, height: 5 });
    bar(styles.drawnLabel, MARGIN + 9, y, 14);
    const lines = bars(item.finding, MARGIN + 30, LINE - 30, y, 5);
    lines.forEach((line) => bar(styles.drawnText, line.x, line.y, line.width));
    y += lines.length * 5 + 3;
    bar(styles.drawnLine, MARGIN, y, LINE, 0.75);
    y += 4;
  }
  y += 4;
  bar(styles.drawnRule, MARGIN, y, LINE, 1.5);
  y += 6;
  for (let row = 0; row < Math.min(report.actions.items.length, MAX_ROWS); row += 1) {
    bar(styles.drawnLabel, MARGIN, y, 14);
    bar(styles.drawnText, MARGIN + 22, y, LINE - 60);
    bar(styles.drawnText, WIDTH - MARGIN - 30, y, 30);
    y += 7;
  }
  const height = y + MARGIN;
  return (
    <svg
      className={styles.miniature}
      viewBox={`0 0 ${WIDTH} ${height}`}
      aria-hidden="true"
      focusable="false"
      data-observations={Math.min(report.observations.items.length, MAX_ROWS)}
    >
      <rect className={styles.sheet} x="0.5" y="0.5" width={WIDTH - 1} height={height - 1} />
      {shapes.map((shape, index) => (
        <rect
          key={index}
          className={shape.className}
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
        />
      ))}
    </svg>
  );
};

export default ReportMiniature;

/**
 * The shapes a diagram section may take (`"diagram": "cycle"` in a data
 * file), and how each places its steps. The placement is given to the
 * stylesheet as data attributes; the steps stay one ordered list in the
 * order they happen, which is also what a screen reader reads.
 */
export type DiagramShape = Queries.DiagramShape;

/** Every shape of the model's DiagramShape enum: one missing here is a type error. */
const SHAPES = { cycle: true, vModel: true, timeline: true } satisfies Record<DiagramShape, true>;

/**
 * The most steps a diagram can place (the stylesheet has rules for this
 * many): a cycle in two rows of five, a V-model five levels deep.
 */
export const MAX_DIAGRAM_STEPS = 10;

export const isDiagramShape = (value: string): value is DiagramShape => Object.hasOwn(SHAPES, value);

/** Where one step sits, as data attributes for the stylesheet. */
export type StepPlace =
  /** A cycle runs left to right along the top row and back along the bottom one; `turn` is where its arrow points. */
  | { "data-row": 1 | 2; "data-col": number; "data-turn": "right" | "down" | "left" | "up" }
  /** A V-model: specification down the left arm, the base, verification up the right arm; a level pairs the two arms. */
  | { "data-arm": "left" | "base" | "right"; "data-level": number }
  /** A timeline: stages in order, nothing to place. */
  | Record<string, never>;

/** Where step `index` of `count` sits in a diagram of `shape`. */
export const placeStep = (shape: DiagramShape, index: number, count: number): StepPlace => {
  if (shape === "cycle") {
    const columns = Math.ceil(count / 2);
    if (index < columns) {
      return { "data-row": 1, "data-col": index + 1, "data-turn": index === columns - 1 ? "down" : "right" };
    }
    return {
      "data-row": 2,
      "data-col": 2 * columns - index,
      "data-turn": index === count - 1 ? "up" : "left",
    };
  }
  if (shape === "vModel") {
    const fromEnd = count - 1 - index;
    const arm = index < fromEnd ? "left" : index > fromEnd ? "right" : "base";
    return { "data-arm": arm, "data-level": Math.min(index, fromEnd) + 1 };
  }
  return {};
};

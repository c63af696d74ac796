import { DUOTONE, duotoneMatrix, PREVIEW_DUOTONE_ID } from "../components/hero/duotone";

/**
 * The banner photograph's duotone in the preview. The build makes it with the image pipeline; the
 * preview shows the file as uploaded, so this filter (./preview.scss applies it) draws it in the same
 * two colours, and an editor sees the photograph as visitors will.
 */
export const PreviewDuotone = () => (
  <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: "absolute" }}>
    <filter id={PREVIEW_DUOTONE_ID} colorInterpolationFilters="sRGB">
      <feColorMatrix type="matrix" values={duotoneMatrix(DUOTONE)} />
    </filter>
  </svg>
);

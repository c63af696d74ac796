/**
 * Whether the page's content security policy (the site's own, or one an
 * extension or a company adds) has just refused the map frame.
 *
 * A browser tells the page nothing else about a frame from another origin that
 * failed: Chromium fires `load` on it alike for the map, for its own error page
 * (network failure, a request an extension blocked) and for a refused frame, and
 * its resource timing entry is the same for all three. A refusal by policy is the
 * one failure the page hears of, as a `securitypolicyviolation` event naming the
 * origin it refused; the map's fallback (address and link) is always on the page
 * for the rest.
 */
export type PolicyViolation = Pick<
  SecurityPolicyViolationEvent,
  "blockedURI" | "effectiveDirective" | "disposition"
>;

/** The directives that govern a frame: its own, then the ones it falls back to. */
const FRAME_DIRECTIVES = new Set(["frame-src", "child-src", "default-src"]);

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export const refusesMap = (violation: PolicyViolation, mapUrl: string): boolean => {
  if (violation.disposition !== "enforce" || !FRAME_DIRECTIVES.has(violation.effectiveDirective))
    return false;
  const mapOrigin = originOf(mapUrl);
  // A refused frame from another origin is reported by its origin alone (the path is withheld).
  return mapOrigin !== null && originOf(violation.blockedURI) === mapOrigin;
};

import { refusesMap } from "./map-frame";

const MAP = "https://www.openstreetmap.org/export/embed.html?bbox=73.16%2C22.30&layer=mapnik";

describe("refusesMap", () => {
  it("recognises the policy refusing the map's origin as a frame", () => {
    const refusal = {
      blockedURI: "https://www.openstreetmap.org",
      effectiveDirective: "frame-src",
      disposition: "enforce",
    } as const;
    expect(refusesMap(refusal, MAP)).toBe(true);
    expect(refusesMap({ ...refusal, blockedURI: MAP }, MAP)).toBe(true);
    expect(refusesMap({ ...refusal, effectiveDirective: "default-src" }, MAP)).toBe(true);
  });

  it("ignores refusals of anything else, and policies that only report", () => {
    const refusal = {
      blockedURI: "https://www.openstreetmap.org",
      effectiveDirective: "frame-src",
      disposition: "enforce",
    } as const;
    expect(refusesMap({ ...refusal, blockedURI: "https://maps.example.org" }, MAP)).toBe(false);
    expect(refusesMap({ ...refusal, blockedURI: "inline" }, MAP)).toBe(false);
    expect(refusesMap({ ...refusal, effectiveDirective: "img-src" }, MAP)).toBe(false);
    expect(refusesMap({ ...refusal, disposition: "report" }, MAP)).toBe(false);
  });
});

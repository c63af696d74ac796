/**
 * @jest-environment node
 */
import { DEFAULT_FORM_PORT, DEFAULT_SITE_PORT, portsFrom } from "./ports";

describe("the tests' ports", () => {
  it("are today's without the variables", () => {
    expect(portsFrom({})).toEqual({
      site: 8788,
      copy: 8790,
      scripts: 8792,
      host: 8794,
      form: 9911,
      formControl: 9912,
      github: 9913,
    });
    expect(portsFrom({ TEST_SITE_PORT: "", TEST_FORM_PORT: "" })).toEqual(portsFrom({}));
  });

  it("move together, each group from its variable, so that a second run takes none of the first's", () => {
    const first = portsFrom({});
    const second = portsFrom({ TEST_SITE_PORT: "8888", TEST_FORM_PORT: "9921" });
    expect(second).toEqual({
      site: 8888,
      copy: 8890,
      scripts: 8892,
      host: 8894,
      form: 9921,
      formControl: 9922,
      github: 9923,
    });
    // With the next port of each site (bench's floor, wrangler's inspector).
    const taken = (ports: typeof first) => [
      ...[ports.site, ports.copy, ports.scripts, ports.host].flatMap((port) => [port, port + 1]),
      ports.form,
      ports.formControl,
      ports.github,
    ];
    expect(taken(second).filter((port) => taken(first).includes(port))).toEqual([]);
  });

  it("refuse a value that is no port, naming the variable", () => {
    expect(() => portsFrom({ TEST_SITE_PORT: "88a" })).toThrow("TEST_SITE_PORT=88a: give a port number");
    expect(() => portsFrom({ TEST_FORM_PORT: "80" })).toThrow("TEST_FORM_PORT=80");
    expect(() => portsFrom({ TEST_FORM_PORT: "65535" })).toThrow("TEST_FORM_PORT=65535");
  });

  it("refuse groups that overlap", () => {
    expect(() => portsFrom({ TEST_FORM_PORT: String(DEFAULT_SITE_PORT + 5) })).toThrow(
      `TEST_SITE_PORT=8788 and TEST_FORM_PORT=8793 both take port 8793`,
    );
    expect(() => portsFrom({ TEST_SITE_PORT: String(DEFAULT_FORM_PORT - 7) })).toThrow("both take port 9911");
  });
});

import { checksGroup } from "./menu";

const checks = [
  { path: "/first-check/", heading: "First check" },
  { path: "/second-check/", heading: "Second check" },
];

describe("the readiness checks' group", () => {
  it("lists every check by its heading under the navigation's name for it, or is null without either", () => {
    expect(checksGroup({ checksLabel: "Checks" }, checks)).toEqual({
      label: "Checks",
      children: [
        { label: "First check", to: "/first-check/" },
        { label: "Second check", to: "/second-check/" },
      ],
    });
    expect(checksGroup({ checksLabel: "" }, checks)).toBeNull();
    expect(checksGroup({ checksLabel: "Checks" }, [])).toBeNull();
  });
});

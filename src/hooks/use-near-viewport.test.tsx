import { render, screen } from "@testing-library/react";
import { useRef } from "react";

import { installIntersectionObserver, type FakeObserver } from "../test-utils/intersection-observer";
import useNearViewport from "./use-near-viewport";

const Probe = () => {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, "300px");
  return <div ref={box}>{near ? "near" : "far"}</div>;
};

describe("useNearViewport", () => {
  let observer: FakeObserver & { remove: () => void };
  beforeEach(() => {
    observer = installIntersectionObserver();
  });
  afterEach(() => observer.remove());

  it("stays false until the element comes within the margin, then stays true and stops watching", () => {
    render(<Probe />);
    expect(screen.getByText("far")).toBeInTheDocument();
    expect(observer.margin).toBe("300px");
    observer.report(false);
    expect(screen.getByText("far")).toBeInTheDocument();
    observer.report(true);
    expect(screen.getByText("near")).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });
});

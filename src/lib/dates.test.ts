import { formatDate, lastModified } from "./dates";

describe("dates as visitors read them", () => {
  it("writes a date of data/ as day, month in words and year", () => {
    expect(formatDate("2026-11-04")).toBe("4 November 2026");
    expect(formatDate("2024-06-28")).toBe("28 June 2024");
  });

  it("gives the same day whatever the time zone of the machine (Gatsby may hand over a full timestamp)", () => {
    expect(formatDate("2026-01-01T00:00:00.000Z")).toBe("1 January 2026");
  });

  it("leaves a value that is not a date as it is rather than print 'Invalid Date'", () => {
    expect(formatDate("soon")).toBe("soon");
  });
});

describe("lastModified", () => {
  it("is the latest of the dates an article has: published, updated, last reviewed", () => {
    expect(lastModified({ published: "2026-11-04" })).toBe("2026-11-04");
    expect(lastModified({ published: "2026-11-04", updated: "2026-11-20", reviewed: null })).toBe(
      "2026-11-20",
    );
    expect(lastModified({ published: "2026-11-04", updated: "2026-11-20", reviewed: "2026-11-12" })).toBe(
      "2026-11-20",
    );
    expect(lastModified({ published: "2026-11-04", updated: null, reviewed: "2026-11-27" })).toBe(
      "2026-11-27",
    );
  });
});

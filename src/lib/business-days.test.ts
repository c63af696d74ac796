import { FORM_483_RESPONSE_DAYS, isCalendarDay, usBusinessDaysAfter } from "./business-days";

// Each expected day counted by hand against the year's calendar and the observed federal holidays.
describe("US business days (a Form 483's 15)", () => {
  it("counts weekdays only, from the next day on", () => {
    // Monday 2 March 2026: no holiday in the three weeks after.
    expect(usBusinessDaysAfter("2026-03-02", 1)).toBe("2026-03-03");
    expect(usBusinessDaysAfter("2026-03-02", 5)).toBe("2026-03-09");
    expect(usBusinessDaysAfter("2026-03-02", FORM_483_RESPONSE_DAYS)).toBe("2026-03-23");
    // Issued on a Friday or a Saturday, the count starts on the Monday.
    expect(usBusinessDaysAfter("2026-03-06", 1)).toBe("2026-03-09");
    expect(usBusinessDaysAfter("2026-03-07", 1)).toBe("2026-03-09");
  });

  it("leaves out the federal holidays, on the day each is observed", () => {
    // Memorial Day, Monday 25 May 2026.
    expect(usBusinessDaysAfter("2026-05-22", 1)).toBe("2026-05-26");
    // Independence Day 2026 is a Saturday: observed on Friday 3 July.
    expect(usBusinessDaysAfter("2026-07-02", 1)).toBe("2026-07-06");
    // Juneteenth 2027 is a Saturday (observed Friday 18 June); Independence Day 2027 a Sunday (Monday 5 July).
    expect(usBusinessDaysAfter("2027-06-17", 1)).toBe("2027-06-21");
    expect(usBusinessDaysAfter("2027-07-02", 1)).toBe("2027-07-06");
    // Thanksgiving, Thursday 26 November 2026; the day after is a working day.
    expect(usBusinessDaysAfter("2026-11-25", 1)).toBe("2026-11-27");
  });

  it("runs across a year's end, Christmas and New Year's Day kept", () => {
    // Issued Friday 18 December 2026: 25 December (Friday) and 1 January 2027 (Friday) are holidays.
    // 21-24 Dec (4), 28-31 Dec (4), 4-8 Jan (5), 11-12 Jan (2): the fifteenth is Tuesday 12 January.
    expect(usBusinessDaysAfter("2026-12-18", FORM_483_RESPONSE_DAYS)).toBe("2027-01-12");
  });

  it("keeps a New Year's Day on a Saturday on the Friday before, in the old year", () => {
    // 1 January 2028 is a Saturday: Friday 31 December 2027 is the holiday, Christmas being Friday 24.
    expect(usBusinessDaysAfter("2027-12-23", 1)).toBe("2027-12-27");
    expect(usBusinessDaysAfter("2027-12-30", 1)).toBe("2028-01-03");
  });

  it("counts Martin Luther King Jr. Day, Washington's Birthday, Labor Day, Columbus Day and Veterans Day", () => {
    // Issued Friday 9 January 2026, with MLK Day on Monday 19 January in the 15:
    // 12-16 (5), 20-23 (4), 26-30 (5), 2 February (1). Then Washington's Birthday, Monday 16 February.
    expect(usBusinessDaysAfter("2026-01-09", FORM_483_RESPONSE_DAYS)).toBe("2026-02-02");
    expect(usBusinessDaysAfter("2026-02-13", 1)).toBe("2026-02-17");
    expect(usBusinessDaysAfter("2026-09-04", 1)).toBe("2026-09-08");
    expect(usBusinessDaysAfter("2026-10-09", 1)).toBe("2026-10-13");
    // Veterans Day, Wednesday 11 November 2026.
    expect(usBusinessDaysAfter("2026-11-10", 1)).toBe("2026-11-12");
  });

  it("refuses a day that is no day", () => {
    expect(isCalendarDay("2026-02-30")).toBe(false);
    expect(isCalendarDay("2026-2-3")).toBe(false);
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(() => usBusinessDaysAfter("2026-02-30", 15)).toThrow(RangeError);
  });
});

/**
 * US business days, as FDA counts the 15 in which it normally considers a response to a Form 483:
 * Monday to Friday, less the federal holidays as they are observed (one on a Saturday is kept on the
 * Friday before, one on a Sunday on the Monday after; 5 U.S.C. 6103 and Executive Order 11582). The
 * holidays come from @18f/us-federal-holidays, which keeps them by the law's rules; days are plain
 * calendar days (YYYY-MM-DD), the same in every time zone.
 */
import { isAHoliday } from "@18f/us-federal-holidays";

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `day` (YYYY-MM-DD) is a real calendar day. */
export const isCalendarDay = (day: string): boolean => {
  const match = DAY_PATTERN.exec(day);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day;
};

/** Whether the US federal government works on `date` (a UTC midnight). */
const isBusinessDay = (date: Date) => {
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isAHoliday(date, { utc: true });
};

/**
 * The day `count` US business days after `day` (YYYY-MM-DD): the count starts on the next business
 * day, as a period "within 15 business days of" a form's issue does. Throws on a day that is no day.
 */
export const usBusinessDaysAfter = (day: string, count: number): string => {
  if (!isCalendarDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  const date = new Date(`${day}T00:00:00Z`);
  for (let counted = 0; counted < count;) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (isBusinessDay(date)) counted += 1;
  }
  return date.toISOString().slice(0, 10);
};

/** The business days FDA normally allows for a response to a Form 483 (74 FR 40211, 11 August 2009). */
export const FORM_483_RESPONSE_DAYS = 15;

import { describe, expect, it } from "vitest";
import {
  ZONE_NAME,
  formatDateTime,
  formatDay,
  formatDuration,
  formatOpeningTime,
  formatForSpreadsheet,
  formatInEmail,
  formatLongDate,
  formatWhen,
} from "./time.ts";

// 09:05 UTC is 12:05 in Nairobi (UTC+3, no daylight saving).
const INSTANT = "2026-11-24T09:05:00.000Z";

describe("times on the business's clock", () => {
  it("reads one instant in each place's format, in Nairobi", () => {
    expect(formatWhen(INSTANT)).toBe("Tue, 24 Nov, 12:05");
    expect(formatInEmail(new Date(INSTANT))).toBe("Tue 24 Nov, 12:05");
    expect(formatDateTime(INSTANT)).toBe("24 Nov 2026, 12:05");
    expect(formatForSpreadsheet(INSTANT)).toBe("2026-11-24 12:05");
    expect(ZONE_NAME).toBe("Nairobi time");
    expect(formatLongDate("2026-12-08")).toBe("Tuesday 8 December 2026");
  });

  it("names a calendar day as it is, whatever the zone", () => {
    const monday = new Date("2026-11-23T00:00:00.000Z");
    expect(formatDay(monday)).toBe("23 Nov");
    expect(formatDay(monday, { withMonth: false })).toBe("23");
  });
});

describe("durations", () => {
  it.each([
    [30_000, "1 min", "1 min of opening hours"],
    [45 * 60_000, "45 min", "45 min of opening hours"],
    [3 * 3_600_000 + 5 * 60_000, "3 h", "3 h 05 min of opening hours"],
    [5 * 3_600_000, "5 h", "5 h 00 min of opening hours"],
    [72 * 3_600_000, "3 d", "72 h 00 min of opening hours"],
  ])("%i ms is %s at a glance, %s against the promise", (ms, glance, opening) => {
    expect(formatDuration(ms)).toBe(glance);
    expect(formatOpeningTime(ms)).toBe(opening);
  });
});

import { describe, expect, it } from "vitest";
import {
  addBusinessHours,
  businessClock,
  businessMsBetween,
  localDate,
  nthOpeningDay,
  openingOfDay,
  replyDueAt,
} from "./business-hours.ts";

// Nairobi is UTC+3 all year: 08:00 local is 05:00Z.
const nairobi = (local: string) => new Date(`${local}+03:00`);
const HOUR = 3_600_000;

describe("business hours (Mon-Fri 8-18, Sat 9-16, Sunday and holidays closed)", () => {
  it("counts only opening hours, so Saturday 17:55 is not overdue on Monday morning", () => {
    // Saturday 2026-11-21 17:55: closed until Monday 08:00. 24 h of opening
    // time: Mon 10 h + Tue 10 h + Wed 4 h, so due Wednesday at 12:00.
    const due = replyDueAt(nairobi("2026-11-21T17:55:00"));
    expect(due.toISOString()).toBe(nairobi("2026-11-25T12:00:00").toISOString());
    expect(due > nairobi("2026-11-23T09:00:00")).toBe(true);
  });

  it("starts counting at once during opening hours", () => {
    expect(addBusinessHours(nairobi("2026-11-23T10:00:00"), 2)).toEqual(
      nairobi("2026-11-23T12:00:00"),
    );
    // Friday 17:00 + 2 h: one hour on Friday, one on Saturday from 09:00.
    expect(addBusinessHours(nairobi("2026-11-27T17:00:00"), 2)).toEqual(
      nairobi("2026-11-28T10:00:00"),
    );
    // Saturday 15:30 + 1 h: half an hour, then Monday (Sunday is closed).
    expect(addBusinessHours(nairobi("2026-11-28T15:30:00"), 1)).toEqual(
      nairobi("2026-11-30T08:30:00"),
    );
  });

  it("skips public holidays", () => {
    // Friday 2026-12-25 and Saturday 2026-12-26 are holidays.
    expect(addBusinessHours(nairobi("2026-12-24T17:00:00"), 2)).toEqual(
      nairobi("2026-12-28T09:00:00"),
    );
  });

  it("measures opening time between two instants", () => {
    expect(businessMsBetween(nairobi("2026-11-21T17:55:00"), nairobi("2026-11-23T09:00:00"))).toBe(
      1 * HOUR,
    );
    expect(businessMsBetween(nairobi("2026-11-23T07:00:00"), nairobi("2026-11-23T19:00:00"))).toBe(
      10 * HOUR,
    );
    expect(businessMsBetween(nairobi("2026-11-23T12:00:00"), nairobi("2026-11-23T11:00:00"))).toBe(
      0,
    );
  });

  it("gives each local day's opening hours, and none on Sundays and holidays", () => {
    // Monday, just after midnight in Nairobi (still Sunday in UTC).
    expect(openingOfDay(nairobi("2026-11-23T00:30:00"))).toEqual({
      date: "2026-11-23",
      opens: nairobi("2026-11-23T08:00:00"),
      closes: nairobi("2026-11-23T18:00:00"),
    });
    expect(openingOfDay(nairobi("2026-11-28T23:59:00"))).toEqual({
      date: "2026-11-28",
      opens: nairobi("2026-11-28T09:00:00"),
      closes: nairobi("2026-11-28T16:00:00"),
    });
    expect(openingOfDay(nairobi("2026-11-29T12:00:00"))).toBeNull();
    expect(openingOfDay(nairobi("2026-12-25T12:00:00"))).toBeNull();
    expect(localDate(nairobi("2026-11-23T00:30:00"))).toBe("2026-11-23");
    expect(localDate(nairobi("2026-11-22T23:59:00"))).toBe("2026-11-22");
  });

  it("counts nothing over a closed Sunday or a holiday weekend", () => {
    expect(businessMsBetween(nairobi("2026-11-28T16:00:00"), nairobi("2026-11-30T08:00:00"))).toBe(
      0,
    );
    // Thursday 24 Dec 18:00 to Monday 28 Dec 08:00: Christmas, Boxing Day, Sunday.
    expect(businessMsBetween(nairobi("2026-12-24T18:00:00"), nairobi("2026-12-28T08:00:00"))).toBe(
      0,
    );
    // And the reply promise agrees with the measure: 24 opening hours exactly.
    const received = nairobi("2026-12-24T17:30:00");
    expect(businessMsBetween(received, replyDueAt(received))).toBe(24 * HOUR);
  });

  it("counts opening days forward and back, over Sundays and holidays", () => {
    // From Friday 2026-11-27: Saturday, then Monday (Sunday is closed).
    expect(nthOpeningDay("2026-11-27", 2)).toEqual({
      date: "2026-11-30",
      opens: nairobi("2026-11-30T08:00:00"),
      closes: nairobi("2026-11-30T18:00:00"),
    });
    expect(nthOpeningDay("2026-11-27", 1).date).toBe("2026-11-28");
    // From Thursday 24 Dec: Christmas and Boxing Day and the Sunday skipped.
    expect(nthOpeningDay("2026-12-24", 1).date).toBe("2026-12-28");
    // Back from Monday 30 Nov: Saturday, then Friday.
    expect(nthOpeningDay("2026-11-30", -2).date).toBe("2026-11-27");
    expect(nthOpeningDay("2026-12-28", -1).date).toBe("2026-12-24");
  });
});

describe("businessClock", () => {
  it("gives businessMsBetween's answer for every pair, inside its span and out", () => {
    const from = new Date(nairobi("2026-12-01T00:00:00"));
    const to = new Date(nairobi("2027-01-10T00:00:00"));
    const clock = businessClock(from, to);
    // A fixed pseudo-random walk, so a failure repeats.
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < 500; i += 1) {
      const a = new Date(from.getTime() + next() * (to.getTime() - from.getTime()));
      const b = new Date(a.getTime() + (next() - 0.1) * 5 * 24 * HOUR);
      expect(clock(a, b)).toBe(businessMsBetween(a, b));
    }
  });
});

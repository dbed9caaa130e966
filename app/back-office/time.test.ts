import { describe, expect, it } from "vitest";
import { promiseState } from "./time.ts";

const NOW = "2026-11-23T10:00:00.000Z";

describe("promiseState", () => {
  it("counts down to the due time, and warns in its last three hours", () => {
    expect(
      promiseState({ dueAt: "2026-11-24T10:00:00.000Z", firstReplyAt: null, status: "new" }, NOW),
    ).toMatchObject({ kind: "due", soon: false });
    expect(
      promiseState({ dueAt: "2026-11-23T12:00:00.000Z", firstReplyAt: null, status: "new" }, NOW),
    ).toMatchObject({ kind: "due", soon: true });
  });

  it("marks an unanswered inquiry past its time as overdue, by how much", () => {
    expect(
      promiseState(
        { dueAt: "2026-11-23T07:00:00.000Z", firstReplyAt: null, status: "in_progress" },
        NOW,
      ),
    ).toEqual({ kind: "overdue", label: "Overdue by 3 h 00 min of opening hours" });
  });

  it("counts lateness in opening hours, as the promise is: a weekend is not two days late", () => {
    // Due Saturday 15:00 in Nairobi; now Monday 09:30: Saturday's last hour and Monday's first 1 h 30.
    expect(
      promiseState(
        { dueAt: "2026-11-21T12:00:00.000Z", firstReplyAt: null, status: "new" },
        "2026-11-23T06:30:00.000Z",
      ).label,
    ).toBe("Overdue by 2 h 30 min of opening hours");
  });

  it("says whether the first answer kept the promise", () => {
    const dueAt = "2026-11-23T09:00:00.000Z";
    expect(
      promiseState({ dueAt, firstReplyAt: "2026-11-23T08:00:00.000Z", status: "quoted" }, NOW)
        .label,
    ).toBe("Answered in time");
    expect(
      promiseState({ dueAt, firstReplyAt: "2026-11-23T09:30:00.000Z", status: "won" }, NOW).label,
    ).toBe("Answered late");
  });

  it("owes nothing on an inquiry closed without a reply", () => {
    expect(
      promiseState({ dueAt: "2026-11-20T09:00:00.000Z", firstReplyAt: null, status: "spam" }, NOW)
        .kind,
    ).toBe("closed");
  });
});

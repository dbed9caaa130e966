import { describe, expect, it } from "vitest";
import { BULK_ACTIONS, parseBulkChoice } from "./bulk-actions.ts";

describe("the inbox's bulk choices", () => {
  it("reads every choice the form offers", () => {
    expect(BULK_ACTIONS.statuses.map(({ value }) => parseBulkChoice(value))).toEqual([
      { kind: "status", to: "new" },
      { kind: "status", to: "in_progress" },
      { kind: "status", to: "quoted" },
      { kind: "status", to: "won" },
      { kind: "status", to: "lost" },
      { kind: "spam", block: false },
      { kind: "spam", block: true },
    ]);
    expect(parseBulkChoice("assign:")).toEqual({ kind: "assign", to: null });
    expect(parseBulkChoice("assign:user-1")).toEqual({ kind: "assign", to: "user-1" });
  });

  it("refuses anything else", () => {
    for (const value of [
      null,
      "",
      "status:",
      "status:closed",
      "delete",
      `assign:${"x".repeat(101)}`,
    ])
      expect(parseBulkChoice(value)).toBeNull();
  });
});

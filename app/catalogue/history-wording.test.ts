import { describe, expect, it } from "vitest";
import { changedStretch, fieldList, viewOfChange } from "./history-wording.ts";

const DESCRIPTION =
  "A light 14-inch business laptop with a full-day battery, a fingerprint reader and a spill-resistant keyboard for busy offices.";

const category = (id: string) => (id === "1" ? "Computers & Peripherals" : undefined);

describe("a product's history in words", () => {
  it("shows a long text's change as the words that changed, with a little around them", () => {
    const after = DESCRIPTION.replace("full-day", "twelve-hour");
    expect(changedStretch(DESCRIPTION, after)).toEqual({
      before: {
        lead: "…light 14-inch business laptop with a ",
        changed: "full-day",
        trail: " battery, a fingerprint reader and…",
      },
      after: {
        lead: "…light 14-inch business laptop with a ",
        changed: "twelve-hour",
        trail: " battery, a fingerprint reader and…",
      },
    });
  });

  it("shows words added at the end, and the start of a text without an ellipsis", () => {
    const { before, after } = changedStretch("Short text.", "Short text. And more.");
    expect(before).toEqual({ lead: "Short ", changed: "text.", trail: "" });
    expect(after).toEqual({ lead: "Short ", changed: "text. And more.", trail: "" });
  });

  it("names values in words, and lists specification lines added and removed", () => {
    expect(viewOfChange("featured", [false, true], category)).toEqual({
      kind: "value",
      before: "No",
      after: "Yes",
    });
    expect(viewOfChange("categoryId", ["1", "9"], category)).toEqual({
      kind: "value",
      before: "Computers & Peripherals",
      after: "(a category since deleted)",
    });
    expect(viewOfChange("listPriceCents", [null, 8_500_000], category)).toEqual({
      kind: "value",
      before: "(none)",
      after: "KES 85,000.00",
    });
    expect(viewOfChange("status", ["published", "archived"], category)).toMatchObject({
      before: "Published",
      after: "Archived",
    });
    expect(
      viewOfChange(
        "specifications",
        [
          ["a", "b", "c"],
          ["a", "c", "d"],
        ],
        category,
      ),
    ).toEqual({
      kind: "lines",
      removed: ["b"],
      added: ["d"],
      reordered: false,
    });
    expect(
      viewOfChange(
        "specifications",
        [
          ["a", "b", "c"],
          ["c", "b", "a"],
        ],
        category,
      ),
    ).toEqual({
      kind: "lines",
      removed: [],
      added: [],
      reordered: true,
    });
    expect(
      viewOfChange("description", [DESCRIPTION, `${DESCRIPTION} Now in grey.`], category),
    ).toMatchObject({ kind: "text", after: { changed: "offices. Now in grey." } });
    expect(fieldList(["description", "featured", "listPriceCents"])).toBe(
      "Description, Featured, List price",
    );
  });
});

import { describe, expect, it } from "vitest";
import {
  changedStretch,
  fieldList,
  historyEntries,
  photoChangeText,
  viewOfChange,
} from "./history-wording.ts";

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

describe("first settings and photos in a product's history", () => {
  it("shows a first list price as a change from nothing, not as a creation", () => {
    const { created, entries } = historyEntries({ listPriceCents: [null, 8_950_000] });
    expect(created).toBe(false);
    expect(
      entries.map(([field, change]) => [field, viewOfChange(field, change, category)]),
    ).toEqual([["listPriceCents", { kind: "value", before: "(none)", after: "KES 89,500.00" }]]);
    // Every field from nothing but the name is still a save, not a creation.
    expect(
      historyEntries({ seoTitle: [null, "Dell laptop"], seoDescription: [null, "A laptop."] })
        .created,
    ).toBe(false);
  });

  it("shows a creation with the values it gave, its list price among them", () => {
    const { created, entries } = historyEntries({
      name: [null, "Dell Latitude"],
      featured: [null, false],
      seoTitle: [null, null],
      listPriceCents: [null, 8_950_000],
    });
    expect(created).toBe(true);
    expect(entries.map(([field]) => field)).toEqual(["name", "listPriceCents"]);
  });

  it("says what happened to a photo in a sentence", () => {
    const change = { id: "1", at: "2026-11-27T09:00:00.000Z", by: "Grace Kamau", alt: "Front" };
    expect(photoChangeText({ ...change, action: "added", to: 1 })).toBe(
      "Added “Front” as the main photo.",
    );
    expect(photoChangeText({ ...change, action: "added", to: 3 })).toBe(
      "Added “Front” at place 3.",
    );
    expect(photoChangeText({ ...change, action: "removed", from: 2 })).toBe("Removed “Front”.");
    expect(photoChangeText({ ...change, action: "moved", from: 3, to: 2 })).toBe(
      "Moved “Front” from place 3 to 2.",
    );
    expect(photoChangeText({ ...change, action: "main", from: 2, to: 1 })).toBe(
      "Made “Front” the main photo (it was at place 2).",
    );
    expect(photoChangeText({ ...change, action: "focal", from: [50, 50], to: [25, 60] })).toBe(
      "Focal point of “Front” moved from 50% across, 50% down to 25% across, 60% down.",
    );
  });
});

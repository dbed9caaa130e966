import { describe, expect, it } from "vitest";
import { withoutQuotedHistory } from "./quoted.ts";

describe("withoutQuotedHistory", () => {
  it("drops quoted lines and cuts at 'On … wrote:'", () => {
    const text = [
      "Thanks, 12 units please.",
      "",
      "> earlier line",
      "Delivery to Westlands.",
      "",
      "On Tue, 24 Nov 2026 at 10:02, Shop <info@shop.example> wrote:",
      "> Your reference is MW-10023.",
      "Anything below goes too",
    ].join("\r\n");
    expect(withoutQuotedHistory(text)).toBe("Thanks, 12 units please.\n\nDelivery to Westlands.");
  });

  it("cuts at an opener wrapped over two lines, and at Outlook's blocks", () => {
    expect(
      withoutQuotedHistory(
        "Yes.\n\nOn Tue, 24 Nov 2026 at 10:02, Mwangaza Office\n<x@y> wrote:\n> hi",
      ),
    ).toBe("Yes.");
    expect(withoutQuotedHistory("Fine.\n-----Original Message-----\nFrom: Shop")).toBe("Fine.");
    expect(withoutQuotedHistory("Fine.\n\nFrom: Shop <x@y>\nSent: Tuesday\nSubject: Re")).toBe(
      "Fine.",
    );
  });

  it("keeps a line that merely starts like an opener", () => {
    expect(withoutQuotedHistory("On Monday we can collect.\nFrom: the Ngong Road office")).toBe(
      "On Monday we can collect.\nFrom: the Ngong Road office",
    );
  });
});

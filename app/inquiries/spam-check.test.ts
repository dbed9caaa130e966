import { describe, expect, it } from "vitest";
import { holdReason, tooManyLinks } from "./spam-check.ts";

describe("the content check", () => {
  it("passes a customer's message with a link to the product they mean", () => {
    expect(tooManyLinks("Is this in stock? https://shop.example.co.ke/product/hp-m404dn")).toBe(
      false,
    );
    expect(tooManyLinks("https://shop.example.co.ke/product/hp-m404dn")).toBe(false);
    expect(tooManyLinks(undefined)).toBe(false);
  });

  it("passes two links in a message that says something", () => {
    expect(
      tooManyLinks(
        "We need 10 of these for our new office in Westlands, delivered before the 5th: https://a.example/p/1 and the stand https://a.example/p/2 if you have it.",
      ),
    ).toBe(false);
  });

  it("holds three links or more, and two that are most of the message", () => {
    expect(tooManyLinks("see http://a.example http://b.example www.c.example")).toBe(true);
    expect(tooManyLinks("cheap https://pills.example/buy-now https://pills.example/x ok")).toBe(
      true,
    );
  });
});

describe("why an inquiry is held", () => {
  it("names the honeypot first, then the links, else nothing", () => {
    expect(holdReason({ website: "http://x.example" }, "Hello")).toBe("honeypot");
    expect(
      holdReason({ website: "" }, "a http://a.example b http://b.example c http://c.example"),
    ).toBe("links");
    expect(holdReason({}, "Price for 10 units?")).toBeNull();
  });
});

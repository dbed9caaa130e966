import { describe, expect, it } from "vitest";
import { normalizePhone } from "./phone.ts";

describe("normalizePhone", () => {
  it.each([
    ["0712 345 678", "+254712345678"],
    ["0112-345-678", "+254112345678"],
    ["254712345678", "+254712345678"],
    ["+254 (712) 345 678", "+254712345678"],
    ["712345678", "+254712345678"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("%s is %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([[""], [null], ["12345"], ["0812 345 678"], ["+12"]])("%s is no number", (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

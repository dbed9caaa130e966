import { describe, expect, it } from "vitest";
import { inquiryRequestBody } from "./request-body.ts";

describe("inquiryRequestBody", () => {
  it("leaves out an empty phone and message", () => {
    expect(
      inquiryRequestBody({ name: "Amina", email: "a@example.com", phone: "", message: "  " }),
    ).toEqual({ name: "Amina", email: "a@example.com" });
  });

  it("keeps them when filled, and keeps every other field as typed", () => {
    const fields = {
      name: "Amina",
      email: "a@example.com",
      phone: "0722 000 000",
      message: "Two laptops",
      product: "Dell Laptop Core i5",
    };
    expect(inquiryRequestBody(fields)).toEqual(fields);
  });
});

import { describe, expect, it } from "vitest";
import { backOfficePath, landingFor, signInTo } from "./landing.ts";

describe("where a sign-in leads", () => {
  it("keeps a back-office path, with its query and fragment", () => {
    expect(backOfficePath("/staff/inquiries/MW-10023")).toBe("/staff/inquiries/MW-10023");
    expect(backOfficePath("/staff?overdue=1#x")).toBe("/staff?overdue=1#x");
    expect(backOfficePath("/staff")).toBe("/staff");
  });

  it("refuses anything that could leave the site or the back office", () => {
    for (const next of [
      null,
      "",
      "//evil.example/staff",
      "/\\evil.example",
      "https://evil.example/staff",
      "staff/inquiries",
      "/staffing",
      "/account/inquiries",
      "/ staff",
      "/staff/../auth",
      `/staff/${"x".repeat(600)}`,
    ]) {
      expect(backOfficePath(next), String(next)).toBeNull();
    }
  });

  it("sends staff where the link pointed, else to the inbox; customers home", () => {
    expect(landingFor("staff", "/staff/inquiries/MW-10023")).toBe("/staff/inquiries/MW-10023");
    expect(landingFor("owner", null)).toBe("/staff");
    expect(landingFor("owner", "//evil.example")).toBe("/staff");
    expect(landingFor("customer", "/staff/inquiries/MW-10023")).toBe("/");
    expect(landingFor(null, null)).toBe("/");
  });

  it("writes the sign-in link a staff e-mail carries", () => {
    expect(signInTo("/staff/inquiries/MW-10023")).toBe(
      "/auth?next=%2Fstaff%2Finquiries%2FMW-10023",
    );
    expect(
      backOfficePath(new URLSearchParams(signInTo("/staff?x=1").split("?")[1]).get("next")),
    ).toBe("/staff?x=1");
  });
});

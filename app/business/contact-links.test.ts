import { describe, expect, it } from "vitest";
import {
  formatKenyanPhone,
  mailtoHref,
  subjects,
  telHref,
  webmailComposeHref,
  whatsappHref,
} from "./contact-links.ts";
import { business } from "./details.ts";

describe("contact links", () => {
  it("formats a Kenyan mobile number", () => {
    expect(formatKenyanPhone("+254712345678")).toBe("+254 712 345 678");
    expect(formatKenyanPhone("254 700 000 001")).toBe("+254 700 000 001");
    expect(formatKenyanPhone("12345")).toBe("12345");
  });

  it("builds tel: links from the business phone", () => {
    expect(telHref()).toBe(`tel:${business.phone}`);
    expect(telHref("+254 712 345 678")).toBe("tel:+254712345678");
  });

  it("builds mailto: links with the spec's subjects, encoded", () => {
    expect(mailtoHref(subjects.quote)).toBe(`mailto:${business.email}?subject=Quote%20Request`);
    expect(mailtoHref()).toBe(`mailto:${business.email}`);
    expect(mailtoHref(undefined, "wanjiku@example.co.ke")).toBe("mailto:wanjiku@example.co.ke");
    expect(mailtoHref(subjects.quoteFor("HP 85A Black Toner"), "a@b.co.ke")).toBe(
      "mailto:a@b.co.ke?subject=Quote%20Request%20for%20HP%2085A%20Black%20Toner",
    );
    expect(mailtoHref(subjects.inquiryAbout("OS & Software Installation"), "a@b.co.ke")).toBe(
      "mailto:a@b.co.ke?subject=Inquiry%20about%20OS%20%26%20Software%20Installation",
    );
  });

  it("builds a WhatsApp chat link with the message typed in", () => {
    const href = new URL(whatsappHref("Hello & welcome", "+254 712 345 678"));
    expect(href.origin + href.pathname).toBe("https://wa.me/254712345678");
    expect(href.searchParams.get("text")).toBe("Hello & welcome");
  });

  it("builds a webmail compose link with subject General Inquiry", () => {
    const href = new URL(webmailComposeHref(subjects.general, "a@b.co.ke"));
    expect(href.searchParams.get("view")).toBe("cm");
    expect(href.searchParams.get("to")).toBe("a@b.co.ke");
    expect(href.searchParams.get("su")).toBe("General Inquiry");
  });
});

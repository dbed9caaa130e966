import { describe, expect, it } from "vitest";
import { saysCrossSite } from "./cross-site.ts";

const OURS = ["https://shop.example.co.ke"];
const crossSite = (headers: Record<string, string>) => saysCrossSite(new Headers(headers), OURS);

describe("what a request says of where it came from", () => {
  it("takes our own origin, and a request from no browser at all", () => {
    expect(crossSite({ origin: OURS[0] ?? "", "sec-fetch-site": "same-origin" })).toBe(false);
    expect(crossSite({ origin: OURS[0] ?? "" })).toBe(false);
    expect(crossSite({})).toBe(false);
  });

  it("takes a form posted from a no-referrer page of ours: Origin null, but same-origin", () => {
    // What Chromium sends from a customer's quote page (Referrer-Policy: no-referrer).
    expect(crossSite({ origin: "null", "sec-fetch-site": "same-origin" })).toBe(false);
  });

  it("refuses another site, and an opaque origin the browser does not vouch for", () => {
    expect(crossSite({ origin: "https://evil.example" })).toBe(true);
    expect(crossSite({ origin: "https://evil.example", "sec-fetch-site": "cross-site" })).toBe(
      true,
    );
    expect(crossSite({ "sec-fetch-site": "same-site" })).toBe(true);
    expect(crossSite({ origin: "null" })).toBe(true);
    // A sandboxed frame, even on one of our pages.
    expect(crossSite({ origin: "null", "sec-fetch-site": "cross-site" })).toBe(true);
  });
});

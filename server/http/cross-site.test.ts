import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import type { AppEnv } from "#app/platform/http-context.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import {
  OTHER_HOST_REFUSED,
  refuseCrossSite,
  refuseOtherHost,
  saysCrossSite,
} from "./cross-site.ts";

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

describe("a request from our page sent to another host", () => {
  function app() {
    const server = new Hono<AppEnv>();
    server.use(refuseCrossSite(OURS));
    server.use(refuseOtherHost((c) => new URL(c.req.url).origin));
    server.all("*", (c) => c.text("done"));
    return server;
  }
  const post = (url: string, headers: Record<string, string>) =>
    app().request(url, { method: "POST", headers });

  it("is refused with a 400 that says why, and a warning without a stack", async () => {
    const warn = vi.spyOn(logger, "warn");
    // (Setup fails the test on any logger.error.)
    const response = await post("http://other.example/inquiry", {
      origin: OURS[0] ?? "",
      "sec-fetch-site": "same-origin",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(OTHER_HOST_REFUSED);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toEqual({
      origin: OURS[0],
      requestOrigin: "http://other.example",
    });
  });

  it("lets through our own host, reads, a no-referrer page's post, and requests from no browser", async () => {
    const own = "https://shop.example.co.ke/inquiry";
    expect((await post(own, { origin: OURS[0] ?? "" })).status).toBe(200);
    expect(
      (await app().request("http://other.example/", { headers: { origin: OURS[0] ?? "" } })).status,
    ).toBe(200);
    expect((await post(own, { origin: "null", "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await post("http://other.example/inquiry", {})).status).toBe(200);
  });
});

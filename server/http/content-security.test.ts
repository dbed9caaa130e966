import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, withContentSecurityPolicy } from "./content-security.ts";

const sha = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;

const page = `<!doctype html><html><head>
<script type="application/ld+json">{"@type":"Store"}</script>
<script type="module" src="/assets/x.js"></script>
</head><body><script>(function a(){})()</script><script>(function b(){})("x")</script></body></html>`;

describe("the Content-Security-Policy", () => {
  it("lets the page's own inline scripts run, by hash, and no other", () => {
    const policy = contentSecurityPolicy(page);
    const scriptSrc = policy.split("; ").find((part) => part.startsWith("script-src"));
    expect(scriptSrc).toBe(
      `script-src 'self' ${sha("(function a(){})()")} ${sha('(function b(){})("x")')}`,
    );
    expect(policy).not.toContain("'unsafe-inline' 'sha");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("needs no hash on a page without inline scripts", () => {
    expect(contentSecurityPolicy("<p>hello</p>")).toContain("script-src 'self';");
  });

  it("lets forms lead elsewhere only where a page is given targets", () => {
    expect(contentSecurityPolicy("<p>hello</p>")).toContain("form-action 'self';");
    expect(contentSecurityPolicy("<p>hello</p>", ["https://wa.me"])).toContain(
      "form-action 'self' https://wa.me;",
    );
  });

  it("is added to HTML responses and leaves others alone", async () => {
    const html = await withContentSecurityPolicy(
      new Response(page, { status: 404, headers: { "content-type": "text/html; charset=utf-8" } }),
    );
    expect(html.status).toBe(404);
    expect(html.headers.get("content-security-policy")).toContain(sha("(function a(){})()"));
    expect(await html.text()).toBe(page);
    const json = await withContentSecurityPolicy(Response.json({ ok: true }));
    expect(json.headers.get("content-security-policy")).toBeNull();
    const redirect = await withContentSecurityPolicy(
      new Response(null, { status: 303, headers: { location: "/" } }),
    );
    expect(redirect.headers.get("content-security-policy")).toBeNull();
  });
});

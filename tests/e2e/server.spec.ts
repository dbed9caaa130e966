import { expect, test } from "@playwright/test";

test("GET /healthz answers 200 with a small JSON body", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok", database: "ok" });
});

test("pre-rendered pages are compressed, revalidated by ETag, and carry the public origin", async ({
  request,
  baseURL,
}) => {
  const first = await request.get("/about", {
    headers: { "accept-encoding": "br" },
  });
  expect(first.status()).toBe(200);
  expect(first.headers()["content-encoding"]).toBe("br");
  expect(first.headers()["cache-control"]).toBe("no-cache");
  const etag = first.headers().etag;
  expect(etag).toBeTruthy();
  expect(await first.text()).toContain(`href="${baseURL}/about"`);
  const again = await request.get("/about", {
    headers: { "if-none-match": etag ?? "" },
  });
  expect(again.status()).toBe(304);
  const gzip = await request.get("/about", {
    headers: { "accept-encoding": "gzip" },
  });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
});

test("hashed assets are cached for good and served compressed", async ({ request }) => {
  const html = await (await request.get("/")).text();
  // The stylesheet is inlined (ADR 0003), cut to what the page uses (ADR
  // 0025): no render-blocking request.
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  expect(html).toMatch(/<style data-page-css="">[^<]*@layer/);
  // An island's module, named in the page for when a visitor reaches for it.
  const script = /["`](\/assets\/[^"`]+\.js)["`]/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script ?? "", {
    headers: { "accept-encoding": "br" },
  });
  expect(asset.status()).toBe(200);
  expect(asset.headers()["content-type"]).toContain("javascript");
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers()["content-encoding"]).toBe("br");
  expect(asset.headers().vary).toContain("Accept-Encoding");

  // A product's illustration, drawn by the server and named by its content.
  const svg = /src="(\/pictures\/[^"]+\.svg)"/.exec(html)?.[1];
  const image = await request.get(svg ?? "");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toContain("image/svg+xml");
  expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("a filtered All Products view is rendered by the server, compressed", async ({ request }) => {
  const response = await request.get("/all-products?q=ups&category=power-backup", {
    headers: { "accept-encoding": "gzip" },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-encoding"]).toBe("gzip");
  expect(await response.text()).toMatch(/Showing \d of 71 products/);
});

test("bad URLs get clear 4xx answers, never a server error", async ({ request }) => {
  for (const path of [
    "/%ZZ",
    "/product/%E0%A4%A",
    "/category/%",
    "/assets/..%2f..%2fpackage.json",
    "/assets/missing.js",
    "/all-products?q=%E0%A4%A",
    "/all-products?category=%ff",
    `/all-products?q=${"x".repeat(5000)}`,
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(500);
  }
  expect((await request.get("/assets/missing.js")).status()).toBe(404);
  expect((await request.get("/all-products?category=%ff")).status()).toBe(200);
});

test("a trailing slash redirects to the page's one URL", async ({ request }) => {
  const response = await request.get("/contact/", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/contact");
});

test("responses carry security headers", async ({ request }) => {
  const headers = (await request.get("/")).headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});

test("the pre-render's data files never leak the placeholder origin", async ({ request }) => {
  const response = await request.get("/about.data");
  expect(await response.text()).not.toContain("site-origin.invalid");
});

test("no secret and no server-only code reaches the browser's files", async () => {
  const { readFile, readdir } = await import("node:fs/promises");
  // The running server's local secret (it has no AUTH_SECRET set).
  const secret = (await readFile("data/auth-secret", "utf8")).trim();
  const scripts = (await readdir("build/client/assets")).filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const code = await readFile(`build/client/assets/${file}`, "utf8");
    expect(code, file).not.toContain(secret);
    // better-auth's server, the database, e-mail and our server modules.
    for (const marker of ["better-auth", "node:sqlite", "nodemailer", "x-storefront-client-ip"]) {
      expect(code, `${file} contains ${marker}`).not.toContain(marker);
    }
  }
});

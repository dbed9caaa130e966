// HTTP as clients other than a page's own forms use it: methods, HEAD,
// cross-site posts, bodies that are not forms, the security headers, and the
// loopback names of a local site. (Behind a proxy over HTTPS:
// behind-caddy.spec.ts.)

import { expect, test } from "./fixtures.ts";
import { freshAddress, submitAuth } from "./accounts.ts";

const EVIL = "https://evil.example";

test("OPTIONS answers briefly with what each URL takes", async ({ request }) => {
  for (const [path, allow] of [
    ["/", "GET, HEAD"],
    ["/about", "GET, HEAD"],
    ["/no-such-page", "GET, HEAD"],
    ["/auth", "GET, HEAD, POST"],
    ["/inquiry", "GET, HEAD, POST"],
    ["/api/inquiries", "POST"],
    ["/api/account/sign-out", "POST"],
    ["/healthz", "GET, HEAD"],
  ] as const) {
    const response = await request.fetch(path, { method: "OPTIONS" });
    expect(response.status(), path).toBe(204);
    expect(response.headers().allow, path).toBe(allow);
    expect(await response.text(), path).toBe("");
  }
});

test("a method a URL does not take gets 405 with Allow, not an error page", async ({ request }) => {
  for (const [method, path, allow] of [
    ["PUT", "/about", "GET, HEAD"],
    ["DELETE", "/product/mercury-ups-650va", "GET, HEAD"],
    ["POST", "/about", "GET, HEAD"],
    ["PATCH", "/auth", "GET, HEAD, POST"],
    ["GET", "/api/inquiries", "POST"],
    ["DELETE", "/api/inquiries", "POST"],
  ] as const) {
    const response = await request.fetch(path, { method });
    expect(response.status(), `${method} ${path}`).toBe(405);
    expect(response.headers().allow, `${method} ${path}`).toBe(allow);
    const text = await response.text();
    expect(text).toBe(`${method} is not allowed here. Allowed: ${allow}.`);
  }
});

test("HEAD answers pages, pre-rendered and rendered, with their headers and no body", async ({
  request,
}) => {
  for (const path of ["/", "/about", "/all-products?q=printer", "/auth", "/no-such-page"]) {
    const response = await request.head(path);
    expect(response.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
    expect(response.headers()["content-type"], path).toContain("text/html");
    expect(await response.body(), path).toHaveLength(0);
  }
});

test.describe("cross-site requests that change state are refused", () => {
  test("inquiries, logins and sign-out posted from another site: 403, nothing stored", async ({
    request,
  }) => {
    const name = `Forged ${Date.now()}`;
    for (const [path, form] of [
      ["/api/inquiries", { name, email: "victim@example.co.ke" }],
      ["/inquiry", { name, email: "victim@example.co.ke" }],
      ["/auth", { mode: "login", email: "victim@example.co.ke", password: "secret12" }],
      ["/auth/forgot", { email: "victim@example.co.ke" }],
      ["/api/account/sign-out", {}],
    ] as const) {
      const byOrigin = await request.post(path, {
        form,
        headers: { origin: EVIL },
        maxRedirects: 0,
      });
      expect(byOrigin.status(), `${path} from ${EVIL}`).toBe(403);
      expect(await byOrigin.text()).toMatch(/^This request came from another site/);
      const bySite = await request.post(path, {
        form,
        headers: { "sec-fetch-site": "cross-site" },
        maxRedirects: 0,
      });
      expect(bySite.status(), `${path} cross-site`).toBe(403);
    }
  });

  test("the site's own posts keep working, with and without JavaScript's headers", async ({
    request,
    baseURL,
  }) => {
    const json = await request.post("/api/inquiries", {
      data: { name: "Same Site", email: "same@example.co.ke" },
      headers: { origin: baseURL ?? "", "sec-fetch-site": "same-origin" },
    });
    expect(json.status()).toBe(201);
    const form = await request.post("/inquiry", {
      form: { name: "Same Site", email: "same@example.co.ke" },
      headers: { origin: baseURL ?? "", "sec-fetch-site": "same-origin" },
      maxRedirects: 0,
    });
    expect(form.status()).toBe(303);
  });
});

test("a page's form sent anything but a form gets 415 or 400, never a 5xx", async ({ request }) => {
  for (const path of ["/inquiry", "/auth", "/auth/forgot", "/auth/reset", "/quotes/no-such-link"]) {
    for (const [body, type] of [
      ['{"name":"x","email":"a@example.co.ke"}', "application/json"],
      ["<x/>", "text/xml"],
    ] as const) {
      const response = await request.post(path, { data: body, headers: { "content-type": type } });
      expect(response.status(), `${type} to ${path}`).toBe(415);
    }
    const cut = await request.post(path, {
      data: '--xyz\r\nContent-Disposition: form-data; name="na',
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
    });
    expect(cut.status(), `a multipart body cut short to ${path}`).toBe(400);
  }
});

test("a 404 says 'Not Found' in a page's data, the back office's too, never 'Internal Server Error'", async ({
  request,
}) => {
  for (const path of [
    "/staff/catalogue/import.data",
    "/staff/inquiries/no-such-inquiry.data",
    "/product/no-such-product.data",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const text = await response.text();
    expect(text, path).toContain('"Not Found"');
    expect(text, path).not.toContain("Internal Server Error");
  }
});

test("frame and transport headers agree: DENY with frame-ancestors 'none', no HSTS over http", async ({
  request,
}) => {
  for (const path of ["/", "/auth", "/healthz"]) {
    // A forwarded "https" from a proxy nobody trusts changes nothing.
    const response = await request.get(path, { headers: { "x-forwarded-proto": "https" } });
    const headers = response.headers();
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["strict-transport-security"], path).toBeUndefined();
  }
  const policy = (await request.get("/")).headers()["content-security-policy"];
  expect(policy).toContain("frame-ancestors 'none'");
});

test.describe("a local site", () => {
  // The wrong password below is a 401, which the browser notes.
  test.use({ allowConsoleErrors: true });

  test("signs up and logs in on localhost as well as 127.0.0.1", async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    const local = (baseURL ?? "").replace("127.0.0.1", "localhost");
    expect(local).toMatch(/^http:\/\/localhost:\d+$/);
    await page.goto(`${local}/auth?mode=signup`);
    await submitAuth(page, "Sign Up", "secret12", freshAddress("local"));
    await expect(page.getByText("Account Created")).toBeVisible();
    await submitAuth(page, "Login", "wrong-password");
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    expect(consoleErrors).toEqual([
      expect.stringContaining("the server responded with a status of 401"),
    ]);
  });
});

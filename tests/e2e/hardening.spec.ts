// What scanners and a hand-made attack found, held shut: redirects never
// leave the site, a cross-site request is refused whatever its content type,
// better-auth's endpoints take bounded bodies and sensible names, and every
// answer says which device features the page may use.

import { findMail } from "#tests/fixtures/mail-folder.ts";
import { freshAddress, submitAuth } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { type RawAnswer, raw } from "./raw-request.ts";

const EVIL = "https://evil.example";
const JSON_TYPE = { "content-type": "application/json" };

/** Where a browser on the site would go with this Location. */
const destination = (location: unknown, base = "") =>
  new URL(String(location), `${base}/somewhere`).origin;

test("a path that starts with slashes or backslashes never redirects off the site", async ({
  baseURL,
}) => {
  for (const path of [
    "//evil.example/",
    "///evil.example/",
    "//evil.example/path/",
    "/\\evil.example/",
    "/\\/evil.example/",
    "/%2F%2Fevil.example/",
    "/%2f%5cevil.example/",
    "/%5C%5Cevil.example/",
    "//",
    "///",
    "//evil.example/?q=1",
  ]) {
    const answer = await raw(baseURL, path);
    if (answer.status === 301) {
      expect(answer.headers.location, path).toMatch(/^\/(?![/\\])/);
      expect(destination(answer.headers.location, baseURL), path).toBe(baseURL);
    } else {
      // Not a redirect at all: a page we do not have, or (a raw backslash)
      // a request Node's HTTP parser refuses.
      expect([400, 404], path).toContain(answer.status);
      expect(answer.headers.location, path).toBeUndefined();
    }
  }
  // "//" goes home, and a plain trailing slash still goes where it should.
  expect((await raw(baseURL, "//")).headers.location).toBe("/");
  expect((await raw(baseURL, "/about/?a=1")).headers.location).toBe("/about?a=1");
});

test("Permissions-Policy is on every kind of answer", async ({ baseURL }) => {
  const html = (await raw(baseURL, "/")).body;
  const asset = /\/assets\/[^"]+\.css|\/assets\/[^"]+\.js/.exec(html)?.[0];
  const answers: [string, Promise<RawAnswer>][] = [
    ["pre-rendered page", raw(baseURL, "/about")],
    ["rendered page", raw(baseURL, "/all-products?q=toner")],
    ["404", raw(baseURL, "/no-such-page")],
    ["redirect", raw(baseURL, "/about/")],
    ["public file", raw(baseURL, "/favicon.svg")],
    ["health", raw(baseURL, "/healthz")],
    ["sitemap", raw(baseURL, "/sitemap.xml")],
    ["OPTIONS", raw(baseURL, "/about", { method: "OPTIONS" })],
    ["405", raw(baseURL, "/about", { method: "PUT" })],
    ["400", raw(baseURL, "/api/inquiries", { method: "POST", headers: JSON_TYPE, chunks: ["{}"] })],
    ["403", raw(baseURL, "/api/inquiries", { method: "POST", headers: { origin: EVIL } })],
  ];
  if (asset) answers.push(["hashed asset", raw(baseURL, asset)]);
  for (const [what, answer] of answers) {
    const policy = String((await answer).headers["permissions-policy"]);
    expect(policy, what).toContain("camera=()");
    expect(policy, what).toContain("microphone=()");
    expect(policy, what).toContain("geolocation=()");
    expect(policy, what).toContain("payment=()");
  }
});

test("Chromium knows every feature Permissions-Policy names, and warns of none", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Permissions-Policy")) warnings.push(message.text());
  });
  for (const path of ["/", "/about", "/all-products?q=toner", "/auth"]) {
    const response = await page.goto(path);
    const named = String(response?.headers()["permissions-policy"])
      .split(",")
      .map((entry) => entry.split("=")[0]?.trim());
    // Chromium's own list (its non-standard document.featurePolicy).
    const known = await page.evaluate(() =>
      (document as unknown as { featurePolicy: { features(): string[] } }).featurePolicy.features(),
    );
    expect(named.length, path).toBeGreaterThan(0);
    expect(
      named.filter((feature) => !known.includes(feature ?? "")),
      path,
    ).toEqual([]);
  }
  expect(warnings).toEqual([]);
});

test.describe("cross-site requests are refused whatever their content type", () => {
  test("JSON to the inquiry API: 403, nothing stored or e-mailed", async ({ request }) => {
    const name = `Cross Site ${Date.now()}`;
    const forged: Record<string, string>[] = [
      { origin: EVIL, "sec-fetch-site": "cross-site" },
      { origin: EVIL },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "null" },
    ];
    for (const headers of forged) {
      const response = await request.post("/api/inquiries", {
        data: { name, email: "victim@example.co.ke" },
        headers,
      });
      expect(response.status(), JSON.stringify(headers)).toBe(403);
      expect(await response.text()).toMatch(/^This request came from another site/);
    }
    // The same post from the site itself is taken: the refusals above were
    // about where they came from.
    const ownName = `Same Site ${Date.now()}`;
    const own = await request.post("/api/inquiries", {
      data: { name: ownName, email: "victim@example.co.ke" },
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(own.status()).toBe(201);
    await expect
      .poll(() => findMail((m) => (m.text ?? "").includes(ownName)), { timeout: 10_000 })
      .toBeTruthy();
    // Mail goes out in order: by now a forged one would have been sent too.
    expect(await findMail((m) => (m.text ?? "").includes(name))).toBeUndefined();
  });

  test("JSON to the account and auth APIs: 403", async ({ request }) => {
    for (const path of ["/api/account/login", "/api/account/signup", "/api/auth/sign-up/email"]) {
      const response = await request.post(path, {
        data: { email: freshAddress("forged"), password: "secret12", name: "" },
        headers: { origin: EVIL, "sec-fetch-site": "cross-site" },
      });
      expect(response.status(), path).toBe(403);
    }
  });
});

test("a post from our page sent to another Host gets a 400 that says why, not the router's bare one", async ({
  baseURL,
}) => {
  const form = "name=Other+Host&email=other-host%40example.co.ke";
  for (const path of ["/inquiry", "/auth", "/staff/catalogue/new", "/api/inquiries"]) {
    const answer = await raw(baseURL, path, {
      method: "POST",
      headers: {
        host: "other.example",
        origin: baseURL ?? "",
        "sec-fetch-site": "same-origin",
        "content-type": "application/x-www-form-urlencoded",
      },
      chunks: [form],
    });
    expect(answer.status, path).toBe(400);
    expect(answer.body, path).toMatch(/^This request was sent to another address than the page/);
  }
});

test.describe("better-auth's endpoints take bounded bodies and sensible names", () => {
  test("a body over 32 KB gets 413, with or without a Content-Length", async ({ baseURL }) => {
    const email = freshAddress("huge");
    const body = JSON.stringify({ email, password: "secret12", name: "x".repeat(40 * 1024) });
    for (const path of ["/api/auth/sign-up/email", "/api/auth/sign-in/email"]) {
      const sized = await raw(baseURL, path, {
        method: "POST",
        headers: { ...JSON_TYPE, "content-length": String(Buffer.byteLength(body)) },
        chunks: [body],
      });
      expect(sized.status, path).toBe(413);
      expect(JSON.parse(sized.body)).toEqual({
        error: "This request is too large (at most 32 KB).",
        message: "This request is too large (at most 32 KB).",
      });
      // Streamed in pieces, as a client that does not say the size sends it.
      const streamed = await raw(baseURL, path, {
        method: "POST",
        headers: JSON_TYPE,
        chunks: [body.slice(0, 20_000), body.slice(20_000)],
      });
      expect(streamed.status, `${path} streamed`).toBe(413);
    }
  });

  test("a long name or one with control characters gets 400, and nothing is stored", async ({
    request,
  }) => {
    const email = freshAddress("named");
    for (const [name, message] of [
      ["A".repeat(101), "Full Name must be at most 100 characters"],
      ["Amani\r\nBcc: everyone@example.co.ke", "Full Name must be on one line"],
      ["Amani\u0007", "Full Name contains characters that are not allowed"],
    ] as const) {
      const response = await request.post("/api/auth/sign-up/email", {
        data: { email, password: "secret12", name },
      });
      expect(response.status(), JSON.stringify(name)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
    // Nothing was stored: the address is still free to sign up.
    const signup = await request.post("/api/account/signup", {
      data: { email, password: "secret12" },
    });
    expect(signup.status()).toBe(200);
    expect(((await signup.json()) as { notice: { title: string } }).notice.title).toBe(
      "Account Created",
    );
  });
});

test("a stranger's large post to a back-office upload is refused before its body is sent", async ({
  baseURL,
}) => {
  // The body is announced (28 MB) and never sent: only an answer given
  // without reading it arrives at all.
  for (const path of [
    "/staff/catalogue/anything/photos.data",
    "/staff/catalogue/anything/photos",
    "/staff/catalogue/import.data",
    "/staff/inquiries/MW-00001.data",
    "/staff/team.data",
  ]) {
    const answer = await raw(baseURL, path, {
      method: "POST",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(28 * 1024 * 1024),
      },
    });
    expect(answer.status, path).toBe(413);
    expect(answer.body, path).toBe("This request is too large (at most 32 KB).");
  }
});

test.describe("the auth screen", () => {
  // The refusal is a 413, which the browser notes in the console.
  test.use({ allowConsoleErrors: true });

  test("a sign-up too large to send answers with the spec's 'Signup Failed' toast", async ({
    page,
  }) => {
    await page.goto("/auth?mode=signup");
    await submitAuth(page, "Sign Up", "p".repeat(9000), freshAddress("too-large"));
    await expect(page.getByText("Signup Failed")).toBeVisible();
    await expect(page.getByText("This request is too large (at most 8 KB).")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create Account");
  });
});

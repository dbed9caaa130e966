// The site as it runs in production: behind Debian's Caddy serving HTTPS
// (its internal CA here), with TRUST_PROXY naming Caddy's address. Visitors
// are told apart by the address Caddy passes on, cookies are Secure, plain
// http is redirected, and HSTS is sent only over https.

import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { type CaddyProxy, startCaddy } from "../../tools/caddy.ts";
import { phonePhoto } from "../../tools/stand-in-photo.ts";
import { type ServerProcess, startServer } from "../../tools/server-process.ts";
import { type SmtpInbox, startSmtpInbox } from "../../tools/smtp-inbox.ts";
import { hasTool } from "#tests/fixtures/skips.ts";
import { freshAddress, mainNav, submitAuth } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { product } from "./catalogue-data.ts";
import { saveStatus } from "./staff.ts";

const APP_PORT = 4580;
const HTTPS_PORT = 8443;
const HTTP_PORT = 8444;
const INQUIRY_LIMIT = 3;

test.describe.configure({ mode: "serial" });
test.skip(!hasTool("caddy", "caddy"), "needs Debian's caddy");

let inbox: SmtpInbox;
let dataDir: string;
/** The server's settings, for `npm run staff` beside it. */
let serverEnv: Record<string, string>;
let server: ServerProcess;
let caddy: CaddyProxy;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  inbox = await startSmtpInbox();
  dataDir = await mkdtemp(join(tmpdir(), "storefront-behind-caddy-"));
  serverEnv = {
    PUBLIC_URL: `https://localhost:${HTTPS_PORT}`,
    AUTH_SECRET: randomUUID() + randomUUID(),
    TRUST_PROXY: "127.0.0.1,::1",
    DATABASE_URL: `file:${join(dataDir, "store.db")}`,
    SMTP_URL: inbox.url,
    INQUIRY_RATE_LIMIT: String(INQUIRY_LIMIT),
  };
  server = await startServer(APP_PORT, serverEnv);
  caddy = await startCaddy({
    httpsPort: HTTPS_PORT,
    httpPort: HTTP_PORT,
    upstream: `127.0.0.1:${APP_PORT}`,
  });
});

test.afterAll(async () => {
  await caddy?.stop();
  await server?.stop();
  await inbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test.use({ baseURL: `https://localhost:${HTTPS_PORT}`, ignoreHTTPSErrors: true });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One request from a chosen loopback address (a visitor of its own), over
 * https with Caddy's certificate checked, or over plain http. Redirects are
 * not followed.
 */
function send(
  url: string,
  options: {
    localAddress?: string;
    /** The request's path exactly as written, where a URL would be normalised. */
    path?: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  },
): Promise<Answer> {
  const { protocol } = new URL(url);
  const request = protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    request(
      url,
      {
        method: options.method ?? "GET",
        ...(options.path ? { path: options.path } : {}),
        headers: options.headers,
        localAddress: options.localAddress,
        family: 4,
        ca: caddy.rootCertificate,
        agent: false,
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        );
      },
    )
      .on("error", reject)
      .end(options.body);
  });
}

function inquiry(base: string, localAddress: string, headers: Record<string, string> = {}) {
  return send(`${base}/api/inquiries`, {
    localAddress,
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ name: `Visitor ${localAddress}`, email: "visitor@example.co.ke" }),
  });
}

test("pages and an inquiry work through Caddy over HTTPS", async ({ page }) => {
  const item = product("mercury-ups-650va");
  await page.goto(`/product/${item.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.name);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true);

  await page.getByRole("link", { name: "Send Inquiry" }).click();
  const dialog = page.getByRole("dialog", { name: `Inquire about ${item.name}` });
  const name = `Achieng ${Date.now()}`;
  await dialog.getByLabel("Full Name").fill(name);
  await dialog.getByLabel("Email Address").fill("achieng@example.co.ke");
  await dialog.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(page.getByText("Inquiry Sent!")).toBeVisible();
  await expect
    .poll(() => inbox.received.some((mail) => mail.subject?.includes(name)), { timeout: 15_000 })
    .toBe(true);
});

test("sign-up and login cookies are Secure", async ({ page }) => {
  const email = freshAddress("wanjiru");
  await page.goto("/auth?mode=signup");
  await submitAuth(page, "Sign Up", "secret12", email);
  await expect(page.getByText("Account Created")).toBeVisible();

  const mail = () =>
    inbox.received.find((m) => m.to && !Array.isArray(m.to) && m.to.text === email);
  await expect.poll(mail, { timeout: 15_000 }).toBeTruthy();
  // The e-mailed link names the public https origin.
  const link = /https:\/\/localhost:\d+\/\S+verify-email\?token=\S+/.exec(mail()?.text ?? "")?.[0];
  expect(link).toBeTruthy();
  await page.goto(link ?? "");
  await expect(mainNav(page).getByText(email)).toBeVisible();

  await page.context().clearCookies();
  await page.goto("/auth");
  await submitAuth(page, "Login", "secret12", email);
  await expect(mainNav(page).getByText(email)).toBeVisible();
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name.endsWith("session_token"));
  const hint = cookies.find((cookie) => cookie.name === "signed_in");
  expect(session?.name).toBe("__Secure-better-auth.session_token");
  expect(session?.secure).toBe(true);
  expect(session?.httpOnly).toBe(true);
  expect(hint?.secure).toBe(true);
});

/** The latest mail to `address` whose text matches `pattern`: the match. */
function linkTo(address: string, pattern: RegExp): string | undefined {
  const mail = inbox.received.findLast(
    (m) => m.to && !Array.isArray(m.to) && m.to.text === address && pattern.test(m.text ?? ""),
  );
  return pattern.exec(mail?.text ?? "")?.[0];
}

test.describe("without JavaScript, over HTTPS", () => {
  test.use({ javaScriptEnabled: false });

  // The server sees Caddy's plain-http connection; the browser posts from an
  // https page. The router's own check of a form's Origin must still agree.
  test("the forms post to the server's actions: sign-up and the inquiry page", async ({ page }) => {
    await page.goto("/auth?mode=signup");
    await submitAuth(page, "Sign Up", "secret12", freshAddress("nojs"));
    await expect(page.getByText("Account Created")).toBeVisible();

    const item = product("mercury-ups-650va");
    await page.goto(`/inquiry?product=${item.slug}`);
    await page.getByLabel("Full Name").fill(`Kamau ${Date.now()}`);
    await page.getByLabel("Email Address").fill("kamau@example.co.ke");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page).toHaveURL(/\/inquiry\/sent\?ref=MW-\d{5}/);
  });
});

test("the back office works behind Caddy: invitation, login, a change of status, a phone's photo; no token in the access log", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = freshAddress("owner");
  await promisify(execFile)(
    process.execPath,
    ["scripts/staff.ts", "add", email, "--role", "owner", "--name", "Grace Kamau"],
    { env: { ...process.env, ...serverEnv, LOG_LEVEL: "warn" } },
  );
  const invitation = /https:\/\/localhost:\d+\/\S+reset-password\/\S+/;
  await expect.poll(() => linkTo(email, invitation), { timeout: 15_000 }).toBeTruthy();
  await page.goto(linkTo(email, invitation) ?? "");
  await page.getByLabel("New password").fill("back-office-1");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();
  await page.goto("/auth");
  await submitAuth(page, "Login", "back-office-1", email);
  // Staff land on the inbox, through the proxy as directly.
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();

  // A hydrated form's post (the router's own fetch) on the first inquiry of the queue.
  await page.goto("/staff");
  await page.locator('a[href^="/staff/inquiries/MW-"]').first().click();
  await expect(page).toHaveURL(/\/staff\/inquiries\/MW-\d{5}(#reply-body)?$/);
  await saveStatus(page, "quoted");
  await expect(page.getByText("changed the status from New to Quoted")).toBeVisible();

  // A phone's photo (4.5 MB) through the hydrated editor: past the shipped
  // Caddyfile's body limit for its path, and the server's for staff.
  await page.goto("/staff/catalogue/4");
  await expect(page.locator("main[data-hydrated]")).toHaveCount(1);
  await page.getByLabel("Photo", { exact: true }).setInputFiles({
    name: "IMG_2041.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto(),
  });
  await page.getByLabel("What it shows (alt text)").fill("The UPS on an office floor");
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByRole("img", { name: "The UPS on an office floor" })).toBeVisible({
    timeout: 60_000,
  });

  // The invitation's token was in a path, then in a query string and the
  // Referer of what its page loaded: none of it is in Caddy's access log.
  const token = /reset-password\/([^?/]+)/.exec(linkTo(email, invitation) ?? "")?.[1] ?? "";
  expect(token.length).toBeGreaterThan(10);
  await page.request.get("/quotes/q-secret-token-1234567890", {
    headers: { referer: `https://localhost:${HTTPS_PORT}/auth/reset?token=${token}` },
  });
  await expect.poll(async () => readFile(caddy.accessLog, "utf8")).toContain("/quotes/REDACTED");
  const log = await readFile(caddy.accessLog, "utf8");
  expect(log).toContain("reset-password/REDACTED");
  expect(log).toContain("token=REDACTED");
  expect(log).toContain('"uri":"/staff/catalogue/4/photos.data"');
  for (const secret of [token, "q-secret-token-1234567890"]) expect(log).not.toContain(secret);
});

test("http:// is redirected to https://", async () => {
  const answer = await send(`${caddy.httpOrigin}/about?x=1`, {});
  expect(answer.status).toBe(308);
  expect(answer.headers.location).toBe(`${caddy.origin}/about?x=1`);
});

test("through Caddy too, no path redirects off the site", async () => {
  const site = `https://localhost:${HTTPS_PORT}`;
  for (const path of [
    "//evil.example/",
    "///evil.example/",
    "/%2F%2Fevil.example/",
    "//",
    "/\\evil.example/",
  ]) {
    const answer = await send(site, { path });
    if (answer.status === 301) {
      const location = String(answer.headers.location);
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, `${site}/x`).origin, path).toBe(site);
    } else {
      expect([400, 404], path).toContain(answer.status);
      expect(answer.headers.location, path).toBeUndefined();
    }
  }
  expect((await send(site, { path: "//" })).headers.location).toBe("/");
  expect((await send(site, { path: "//evil.example/" })).headers.location).toBe("/evil.example");
});

test("HSTS is sent over https, not in the server's plain-http answer", async () => {
  const viaCaddy = await send(`${caddy.origin}/about`, {});
  expect(viaCaddy.status).toBe(200);
  expect(viaCaddy.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);

  const direct = await send(`${server.origin}/about`, {});
  expect(direct.status).toBe(200);
  expect(direct.headers["strict-transport-security"]).toBeUndefined();
  // A client's own X-Forwarded-Proto does not count: only a trusted proxy's.
  const forged = await send(`${server.origin}/about`, {
    localAddress: "127.0.0.9",
    headers: { "x-forwarded-proto": "https" },
  });
  expect(forged.headers["strict-transport-security"]).toBeUndefined();
});

test("two visitors through Caddy each get their own inquiry limit", async () => {
  for (let i = 0; i < INQUIRY_LIMIT; i += 1) {
    expect((await inquiry(caddy.origin, "127.0.0.2")).status).toBe(201);
  }
  expect((await inquiry(caddy.origin, "127.0.0.2")).status).toBe(429);
  // Another visitor, at the same moment, through the same Caddy.
  expect((await inquiry(caddy.origin, "127.0.0.3")).status).toBe(201);
  // A visitor cannot escape the limit by sending X-Forwarded-For to Caddy:
  // Caddy replaces it with the address it sees.
  expect(
    (await inquiry(caddy.origin, "127.0.0.2", { "x-forwarded-for": "203.0.113.7" })).status,
  ).toBe(429);
});

test("a forged X-Forwarded-For sent straight to the server gets no new budget", async () => {
  const forged = (n: number) => ({ "x-forwarded-for": `198.51.100.${n}` });
  for (let i = 0; i < INQUIRY_LIMIT; i += 1) {
    expect((await inquiry(server.origin, "127.0.0.4", forged(i))).status).toBe(201);
  }
  expect((await inquiry(server.origin, "127.0.0.4", forged(99))).status).toBe(429);
});

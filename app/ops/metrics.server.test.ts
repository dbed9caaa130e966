// /metrics behind its token, and each figure moved by the code that sees the
// event: the inquiry API, the outbox worker, better-auth, the request log.

import { seedCatalogue } from "#app/catalogue/seed-catalogue.ts";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type AuthStack, openAuthStack } from "#tests/fixtures/auth-stack.ts";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { type SmtpInbox, startSmtpInbox } from "../../tools/smtp-inbox.ts";
import type { Auth } from "#app/accounts/auth.server.ts";
import { CLIENT_IP_HEADER } from "#app/platform/http-context.server.ts";
import type { DatabaseHandle } from "#app/platform/db.server.ts";
import { createMailer } from "#app/platform/mail.server.ts";
import type { AppEnv } from "#app/platform/http-context.server.ts";
import { inquiryApi } from "#app/inquiries/api.server.ts";
import { createInquiryIntake } from "#app/inquiries/intake.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { metricsEndpoint, routeOf } from "./metrics.server.ts";
import { deliverDue } from "#app/platform/outbox.server.ts";
import { requestLog } from "../../server/http/request-log.ts";

const ORIGIN = "https://shop.example.co.ke";
const TOKEN = "a-long-metrics-token-for-tests";
const inquiry = { name: "Amina Otieno", email: "amina@example.co.ke", message: "Two printers" };

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.close());

/** The value of one series in Prometheus text, 0 when it is not there yet. */
function valueOf(text: string, series: string): number {
  const line = text.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

it("labels requests by a fixed set of routes, never the URL", () => {
  expect(
    [
      "/",
      "/product/hp-laserjet-pro",
      "/all-products",
      "/about.data",
      "/assets/app-1a2b3c.js",
      "/favicon.ico",
      "/healthz",
      "/metrics",
      "/api/inquiries",
      "/api/auth/sign-in/email",
      "/api/account/login",
      "/no/such/page",
    ].map(routeOf),
  ).toEqual([
    "page",
    "page",
    "page",
    "data",
    "asset",
    "asset",
    "/healthz",
    "/metrics",
    "/api/inquiries",
    "/api/auth/*",
    "/api/account/*",
    "page",
  ]);
});

describe.each(databaseTargets("metrics"))("/metrics on $name", (target) => {
  let stack: AuthStack;
  let handle: DatabaseHandle;

  beforeEach(async () => {
    stack = await openAuthStack(target, inbox, { origin: ORIGIN });
    handle = stack.database;
    inbox.refusing = false;
  });

  afterEach(() => stack.close());

  /** The server's pieces as server/app.ts puts them together. */
  function server() {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set("client", { address: "198.51.100.4", https: false });
      await next();
    });
    app.use(requestLog(logger));
    app.get("/metrics", metricsEndpoint({ token: TOKEN, db: handle.db }));
    app.route(
      "/api/inquiries",
      inquiryApi(
        createInquiryIntake({
          db: handle.db,
          recipient: "owner@example.co.ke",
          origin: ORIGIN,
          catalogue: seedCatalogue,
          rateLimit: { limit: 1, windowMs: 60_000 },
        }),
      ),
    );
    app.all("*", (c) => c.text("Not found", 404));
    return app;
  }

  async function scrape(app: Hono<AppEnv>): Promise<string> {
    const response = await app.request("/metrics", {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    return response.text();
  }

  it("answers 404, like any unknown URL, without the token or with a wrong one", async () => {
    const app = server();
    for (const authorization of [
      undefined,
      "",
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      const response = await app.request("/metrics", {
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.status, String(authorization)).toBe(404);
      expect(await response.text()).toBe("Not found");
    }
    const text = await scrape(app);
    // prom-client's process figures come too.
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("counts an inquiry held as spam apart from those accepted, by why it was held", async () => {
    const app = server();
    const before = await scrape(app);
    const response = await app.request("/api/inquiries", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...inquiry, website: "http://spam.example" }),
    });
    expect(response.status).toBe(201);
    const text = await scrape(app);
    const moved = (series: string) => valueOf(text, series) - valueOf(before, series);
    expect(moved('storefront_inquiries_held_total{reason="honeypot"}')).toBe(1);
    expect(moved("storefront_inquiries_accepted_total")).toBe(0);
    // Held: nothing queued.
    expect(valueOf(text, "storefront_outbox_pending")).toBe(0);
  });

  it("counts accepted and rate-limited inquiries, the outbox backlog and send failures", async () => {
    const app = server();
    const before = await scrape(app);
    const post = () =>
      app.request("/api/inquiries", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(inquiry),
      });
    expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(429);

    let text = await scrape(app);
    const moved = (series: string) => valueOf(text, series) - valueOf(before, series);
    expect(moved("storefront_inquiries_accepted_total")).toBe(1);
    expect(moved('storefront_rate_limited_total{limit="inquiries"}')).toBe(1);
    expect(
      moved(
        'storefront_http_request_duration_seconds_count{method="POST",route="/api/inquiries",status="2xx"}',
      ),
    ).toBe(1);
    expect(
      moved(
        'storefront_http_request_duration_seconds_count{method="POST",route="/api/inquiries",status="4xx"}',
      ),
    ).toBe(1);
    // The business's notification and the customer's acknowledgement.
    expect(valueOf(text, "storefront_outbox_pending")).toBe(2);
    expect(valueOf(text, "storefront_outbox_oldest_pending_seconds")).toBeGreaterThanOrEqual(0);

    // The mail server refuses it: a send failure, and it still waits.
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    inbox.refusing = true;
    const mailer = createMailer({ smtpUrl: inbox.url, from: "shop@example.co.ke", mailDir: "" });
    try {
      expect(await deliverDue({ db: handle.db, send: mailer.send })).toBe(0);
    } finally {
      mailer.close();
    }
    text = await scrape(app);
    expect(moved("storefront_mail_send_failures_total")).toBe(2);
    expect(valueOf(text, "storefront_outbox_pending")).toBe(2);
    // Never a raw URL or a visitor's data in a label.
    expect(text).not.toContain("Amina");
    expect(text).not.toContain("198.51.100.4");
  });

  describe("accounts", () => {
    let auth: Auth;
    beforeEach(() => {
      auth = stack.start({ attemptsPerMinute: 2 });
    });

    it("counts failed logins and better-auth's rate-limited requests", async () => {
      const app = server();
      const before = await scrape(app);
      const signIn = () =>
        auth.handler(
          new Request(`${ORIGIN}/api/auth/sign-in/email`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              origin: ORIGIN,
              [CLIENT_IP_HEADER]: "198.51.100.4",
            },
            body: JSON.stringify({ email: "nobody@example.co.ke", password: "wrong-password" }),
          }),
        );
      expect((await signIn()).status).toBe(401);
      expect((await signIn()).status).toBe(401);
      expect((await signIn()).status).toBe(429);
      const text = await scrape(app);
      const moved = (series: string) => valueOf(text, series) - valueOf(before, series);
      expect(moved("storefront_failed_logins_total")).toBe(2);
      expect(moved('storefront_rate_limited_total{limit="auth"}')).toBe(1);
    });
  });
});

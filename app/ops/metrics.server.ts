// Prometheus metrics (prom-client), served at /metrics to whoever holds
// METRICS_TOKEN. The code that sees an event calls one of the small count*
// functions below; the outbox figures are read from the database on each
// scrape, so every process on a shared database reports the same backlog.

import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Db } from "#app/platform/db.server.ts";
import { mailBacklog } from "./health.server.ts";

const registry = new Registry();

const requestDuration = new Histogram({
  name: "storefront_http_request_duration_seconds",
  help: "Time to answer a request, by method, route and status class",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

const inquiriesAccepted = new Counter({
  name: "storefront_inquiries_accepted_total",
  help: "Inquiries stored, with their e-mail queued",
  registers: [registry],
});

const inquiriesHeld = new Counter({
  name: "storefront_inquiries_held_total",
  help: "Inquiries stored as spam without e-mail, by why they were held",
  labelNames: ["reason"] as const,
  registers: [registry],
});

const sendFailures = new Counter({
  name: "storefront_mail_send_failures_total",
  help: "Attempts to send a queued e-mail that the mail server did not take",
  registers: [registry],
});

const failedLogins = new Counter({
  name: "storefront_failed_logins_total",
  help: "Logins refused for a wrong e-mail or password",
  registers: [registry],
});

const rateLimited = new Counter({
  name: "storefront_rate_limited_total",
  help: "Requests refused with 429, by limit",
  labelNames: ["limit"] as const,
  registers: [registry],
});

const outboxPending = new Gauge({
  name: "storefront_outbox_pending",
  help: "E-mails queued and not yet sent",
  registers: [registry],
});

const outboxOldest = new Gauge({
  name: "storefront_outbox_oldest_pending_seconds",
  help: "Age of the oldest e-mail not yet sent (0 when none waits)",
  registers: [registry],
});

const pagesRendered = new Counter({
  name: "storefront_catalogue_pages_rendered_total",
  help: "Catalogue pages rendered ahead, by why: start, or a catalogue change",
  labelNames: ["reason"] as const,
  registers: [registry],
});

const catalogueRenders = new Histogram({
  name: "storefront_catalogue_change_render_seconds",
  help: "Time to render again the pages a catalogue change affects",
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Pages rendered ahead: at start (or first asked for), or after a change (and how long that took). */
export function countPagesRendered(reason: "start" | "change", pages: number, seconds?: number) {
  pagesRendered.inc({ reason }, pages);
  if (seconds !== undefined) catalogueRenders.observe(seconds);
}

export function countInquiryAccepted(): void {
  inquiriesAccepted.inc();
}

/** An inquiry held as spam (a blocked sender, the honeypot, links): stored, not e-mailed. */
export function countInquiryHeld(reason: string): void {
  inquiriesHeld.inc({ reason });
}

export function countRateLimited(limit: "inquiries" | "auth"): void {
  rateLimited.inc({ limit });
}

export function countSendFailure(): void {
  sendFailures.inc();
}

/** better-auth's answer to a request: 429 is its rate limit, 401 to a sign-in a wrong password. */
export function countAuthAnswer(path: string, status: number): void {
  if (status === 429) countRateLimited("auth");
  else if (status === 401 && path.endsWith("/sign-in/email")) failedLogins.inc();
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const NAMED_ROUTES = new Set(["/healthz", "/metrics", "/api/inquiries"]);

/**
 * A request's route as a label: one of a fixed few, never the URL itself
 * (every distinct label value is a new series kept for good).
 */
export function routeOf(path: string): string {
  if (NAMED_ROUTES.has(path)) return path;
  if (path.startsWith("/api/auth/")) return "/api/auth/*";
  if (path.startsWith("/api/account/")) return "/api/account/*";
  // React Router's data for client-side navigation.
  if (path.endsWith(".data")) return "data";
  if (path.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(path)) return "asset";
  return "page";
}

export function recordRequest(method: string, route: string, status: number, seconds: number) {
  requestDuration.observe(
    {
      method: METHODS.has(method) ? method : "other",
      route,
      status: `${Math.floor(status / 100)}xx`,
    },
    seconds,
  );
}

const digest = (value: string) => createHash("sha256").update(value).digest();

let processMetricsStarted = false;

/**
 * GET /metrics: Prometheus text for `Authorization: Bearer <token>`. Any
 * other request goes on to the next handler, which answers 404 as it does
 * for any unknown URL: the endpoint does not say it exists.
 */
export function metricsEndpoint({ token, db }: { token: string; db: Db }): MiddlewareHandler {
  if (!processMetricsStarted) {
    collectDefaultMetrics({ register: registry });
    processMetricsStarted = true;
  }
  const expected = digest(token);
  return async (c, next) => {
    const given = /^Bearer (.+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    // Equal-length digests, compared in constant time.
    if (given === undefined || !timingSafeEqual(digest(given), expected)) return next();
    const backlog = await mailBacklog(db, new Date());
    outboxPending.set(backlog.pending);
    outboxOldest.set(backlog.oldestPendingSeconds ?? 0);
    return c.text(await registry.metrics(), 200, {
      "Content-Type": registry.contentType,
      "Cache-Control": "no-store",
    });
  };
}

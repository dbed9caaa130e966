// One log line and one latency sample per request, and an X-Request-Id on
// every response: the id a visitor can quote, found in the log line and in
// every other line logged while the request was handled.

import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "#app/platform/http-context.server.ts";
import {
  type Logger,
  logger as serverLogger,
  requestContext,
} from "#app/platform/logger.server.ts";
import { recordRequest, routeOf } from "#app/ops/metrics.server.ts";

/**
 * The path as logged. Never the query string (links in e-mails carry tokens
 * there), and no token a link carries in its path: better-auth's reset
 * token, a quote's (whoever holds it can accept the quote).
 */
export function loggedPath(path: string): string {
  return path.replace(/^(\/api\/auth\/reset-password\/|\/quotes\/)[^/]+/, "$1[redacted]");
}

/** After the middleware that sets the client (server/app.ts). */
export function requestLog(log: Logger = serverLogger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const reqId = randomUUID();
    const started = performance.now();
    await requestContext.run({ reqId }, next);
    const seconds = (performance.now() - started) / 1000;
    const route = routeOf(c.req.path);
    const { status } = c.res;
    c.header("X-Request-Id", reqId);
    recordRequest(c.req.method, route, status, seconds);
    log.info(
      {
        reqId,
        method: c.req.method,
        path: loggedPath(c.req.path),
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        client: c.var.client.address,
      },
      "request",
    );
  };
}

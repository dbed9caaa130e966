// One log line and one latency sample per request, and an X-Request-Id on
// every response: the id a visitor can quote, found in the log line and in
// every other line logged while the request was handled. What no handler
// expected goes to the log with its stack; a client that went away is not
// such a failure.

import { randomUUID } from "node:crypto";
import type { Context, ErrorHandler, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "#app/platform/http-context.server.ts";
import {
  type Logger,
  logger as serverLogger,
  requestContext,
} from "#app/platform/logger.server.ts";
import { recordRequest, routeOf } from "#app/ops/metrics.server.ts";

/**
 * The status logged and counted for a request whose client closed the
 * connection before its answer (a cancelled navigation or revalidation, an
 * upload stopped half-way): the handler may have ended on a 500 for it, but
 * nothing failed on our side. (nginx's code for the same.)
 */
export const CLIENT_CLOSED_REQUEST = 499;

/** Whether the client closed the connection before the answer was ready. */
export const clientClosed = (c: Context) => c.req.raw.signal.aborted;

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
    const status = clientClosed(c) ? CLIENT_CLOSED_REQUEST : c.res.status;
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

/** The app's onError: its stack to the log, a plain 500 to the visitor. */
export function requestFailed(log: Logger = serverLogger): ErrorHandler {
  return (error, c) => {
    // A refusal a middleware meant is its answer.
    if (error instanceof HTTPException) return error.getResponse();
    // A body cut short because the client left: no one is there to answer.
    if (clientClosed(c)) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
    log.error({ err: error }, "Request failed");
    return c.text("Internal Server Error", 500);
  };
}

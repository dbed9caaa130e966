// Cross-site request forgery: a state-changing request that says it comes
// from another site is refused (403), whatever its content type. Browsers
// send Origin or Sec-Fetch-Site with every such request, and ours come from
// the site's own origins. A request with neither comes from no browser
// (curl, a script), so it carries no visitor's cookies by surprise and is
// let through. (Hono's own csrf middleware looks at form posts only; a
// cross-site JSON post is refused here too, CORS preflight or not.)

import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "#app/platform/http-context.server.ts";
import { type Logger, logger } from "#app/platform/logger.server.ts";

export const CROSS_SITE_REFUSED =
  "This request came from another site, so it was refused. Send it from the site's own pages.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request's own headers say it came from elsewhere: a
 * Sec-Fetch-Site other than same-origin, or an Origin not one of ours
 * (including "null", sent from sandboxed frames and opaque contexts).
 */
export function saysCrossSite(headers: Headers, origins: readonly string[]): boolean {
  const site = headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return true;
  const origin = headers.get("origin");
  // A page sent with Referrer-Policy: no-referrer (a customer's quote) posts
  // its forms with Origin "null"; the browser's Sec-Fetch-Site still tells
  // that it came from our own page. A sandboxed frame's is not same-origin.
  if (origin === "null" && site === "same-origin") return false;
  return origin !== null && !origins.includes(origin);
}

export function refuseCrossSite(origins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !saysCrossSite(c.req.raw.headers, origins)) {
      return next();
    }
    return c.text(CROSS_SITE_REFUSED, 403);
  };
}

export const OTHER_HOST_REFUSED =
  "This request was sent to another address than the page it came from, so it was refused. Open the site at its own address and send it again.";

/**
 * A state-changing request from one of our pages (its Origin is ours, or
 * refuseCrossSite would have refused it) sent to another Host: a scanner, a
 * rebound DNS name, or a proxy that rewrites Host. React Router refuses such
 * an action too, but with a bare 400 and an error line with its stack, so
 * that any visitor could fill the error log. Refused first: a 400 that says
 * why, and one warning without a stack, for the operator whose proxy it is.
 * `ownOrigin` is the request's origin as the pages see it (server/app.ts).
 */
export function refuseOtherHost(
  ownOrigin: (c: Context<AppEnv>) => string,
  log: Logger = logger,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header("origin");
    // "null" from our own page is taken as ours (server/app.ts, visitorRequest).
    if (SAFE_METHODS.has(c.req.method) || !origin || origin === "null") return next();
    const own = ownOrigin(c);
    if (origin === own) return next();
    log.warn({ origin, requestOrigin: own }, "Refused a request from our page to another host");
    return c.text(OTHER_HOST_REFUSED, 400);
  };
}

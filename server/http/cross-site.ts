// Cross-site request forgery: a state-changing request that says it comes
// from another site is refused (403), whatever its content type. Browsers
// send Origin or Sec-Fetch-Site with every such request, and ours come from
// the site's own origins. A request with neither comes from no browser
// (curl, a script), so it carries no visitor's cookies by surprise and is
// let through. (Hono's own csrf middleware looks at form posts only; a
// cross-site JSON post is refused here too, CORS preflight or not.)

import type { MiddlewareHandler } from "hono";

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

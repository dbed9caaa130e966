// Cross-site request forgery: a state-changing request from another site is
// refused (403). Browsers send Origin or Sec-Fetch-Site with every form post,
// and ours come from the site's own origins. A request with neither comes
// from no browser (curl, a script), so it carries no visitor's cookies by
// surprise and is let through. JSON from another site cannot be sent without
// a CORS preflight, which the server never grants.

import type { MiddlewareHandler } from "hono";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";

export const CROSS_SITE_REFUSED =
  "This request came from another site, so it was refused. Send it from the site's own pages.";

export function refuseCrossSite(origins: readonly string[]): MiddlewareHandler {
  const guard = csrf({ origin: [...origins], secFetchSite: "same-origin" });
  return async (c, next) => {
    if (c.req.header("origin") === undefined && c.req.header("sec-fetch-site") === undefined) {
      return next();
    }
    try {
      await guard(c, next);
    } catch (error) {
      if (error instanceof HTTPException && error.status === 403) {
        return c.text(CROSS_SITE_REFUSED, 403);
      }
      throw error;
    }
  };
}

// Cross-site request forgery: a state-changing request from another site is
// refused (403). Browsers send Origin or Sec-Fetch-Site with every form post,
// and ours come from the site's own origins. JSON from another site cannot
// be sent without a CORS preflight, which the server never grants.

import { csrf } from "hono/csrf";

export function refuseCrossSite(origins: readonly string[]) {
  return csrf({ origin: [...origins], secFetchSite: "same-origin" });
}

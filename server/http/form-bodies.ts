// A page's action reads what is posted to it as a form (request.formData()).
// Anything else a client sends there (JSON, XML, no body at all, or a
// multipart body cut short) made that throw, and the client got a 500 and
// the error page: a scanner's every probe of /inquiry or /auth. Refused here
// instead, before anything is rendered: 415 for a body that is not a form,
// 400 for a form that cannot be read. Bodies are bounded before this
// (request-limits.ts), so reading a multipart one twice costs little.

import type { MiddlewareHandler } from "hono";
import { mediaType } from "#app/platform/http-context.server.ts";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
const WITHOUT_BODY = new Set(["GET", "HEAD", "OPTIONS"]);

export const NOT_A_FORM =
  "Send this as a form (application/x-www-form-urlencoded or multipart/form-data).";
export const UNREADABLE_FORM = "This form could not be read.";

/** For the routes whose actions read a form: every page's. */
export function formBodiesOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (WITHOUT_BODY.has(c.req.method)) return next();
    const type = mediaType(c);
    if (!FORM_TYPES.has(type)) return c.text(NOT_A_FORM, 415);
    // A url-encoded body always reads; a multipart one may not.
    if (type === "multipart/form-data") {
      try {
        await c.req.raw.clone().formData();
      } catch {
        return c.text(UNREADABLE_FORM, 400);
      }
    }
    return next();
  };
}

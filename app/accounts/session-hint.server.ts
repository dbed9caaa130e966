// Keeps the session hint (app/accounts/session-hint.ts) in step with the
// session cookie, whichever endpoint set or cleared it: better-auth's, the
// auth screen's, sign-out, or a session renewed on use.

import { SESSION_HINT_COOKIE } from "./session-hint.ts";
import { hasCookie } from "#app/lib/cookies.ts";

const SESSION_COOKIE = /^(?:__Secure-)?better-auth\.session_token=([^;]*)/;

/** Set-Cookie for the hint: set for `maxAge` seconds (a browser session if undefined), or cleared. */
function hintCookie(set: boolean, maxAge: string | undefined, secure: boolean): string {
  return [
    set ? `${SESSION_HINT_COOKIE}=1` : `${SESSION_HINT_COOKIE}=`,
    ...(set ? (maxAge ? [`Max-Age=${maxAge}`] : []) : ["Max-Age=0"]),
    "Path=/",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The hint cookie that mirrors a Set-Cookie of the session, or null for any other cookie. */
export function hintFor(setCookie: string, secure: boolean): string | null {
  const session = SESSION_COOKIE.exec(setCookie);
  if (!session) return null;
  const maxAge = /;\s*max-age=(-?\d+)/i.exec(setCookie)?.[1];
  const cleared = session[1] === "" || (maxAge !== undefined && Number(maxAge) <= 0);
  return hintCookie(!cleared, maxAge, secure);
}

/** The hint cookies to add to a response, for each session cookie it sets or clears. */
export function sessionHints(headers: Headers, secure: boolean): string[] {
  return headers
    .getSetCookie()
    .map((cookie) => hintFor(cookie, secure))
    .filter((hint) => hint !== null);
}

/** Headers that clear a hint the request still carries though it has no session. */
export function clearStaleHint(request: Request, secure: boolean): HeadersInit | undefined {
  if (!hasCookie(request.headers.get("cookie") ?? "", SESSION_HINT_COOKIE)) return undefined;
  return { "Set-Cookie": hintCookie(false, undefined, secure) };
}

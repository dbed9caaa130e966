// The account endpoints the site's own scripts call (better-auth's are under
// /api/auth/*). The auth screen's script posts here, so that its toasts say
// exactly what the no-JavaScript page says: one mapping, in sign-in.server.ts.
//
//   POST /api/account/login | /api/account/signup   JSON { email, password }
//     200 { signedIn: true, notice, to } with the session cookie, or
//     4xx/500 { signedIn: false, mode, notice, fields }
//   POST /api/account/sign-out   a form post (303 to /) or JSON (200)

import { landingFor } from "./landing.ts";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { copy } from "#app/business/copy.ts";
import type { AuthMode } from "./rules.ts";
import { type AccountServices, authenticate, cookiesOf } from "./sign-in.server.ts";
import { mediaType } from "#app/platform/http-context.server.ts";
import { tooLarge } from "../../server/http/request-limits.ts";

/** An e-mail address and a password are a few hundred bytes at most. */
const MAX_BYTES = 8 * 1024;

export interface AccountApiOptions {
  readonly services: AccountServices;
  /** The request's headers as better-auth should see them (with the client's address). */
  readonly headersOf: (c: Context) => Headers;
}

const isJson = (c: Context) => mediaType(c) === "application/json";

const failedTitle = (mode: AuthMode) =>
  mode === "login" ? copy.auth.loginFailed : copy.auth.signupFailed;

/** Mounted behind the server's cross-site guard (server/http/cross-site.ts). */
export function accountApi({ services, headersOf }: AccountApiOptions): Hono {
  const api = new Hono();
  const limit = (answer: (c: Context) => Response) =>
    bodyLimit({ maxSize: MAX_BYTES, onError: answer });

  api.post(
    "/:mode{login|signup}",
    // Too large reads as any refused attempt: the spec's 'Login Failed' or
    // 'Signup Failed', with the reason.
    limit((c) => {
      const mode = c.req.param("mode") as AuthMode;
      const text = tooLarge(MAX_BYTES);
      const notice = { tone: "error" as const, title: failedTitle(mode), text };
      return c.json({ signedIn: false, mode, notice, fields: {}, error: text }, 413);
    }),
  );

  api.post("/:mode{login|signup}", async (c) => {
    const mode = c.req.param("mode") as AuthMode;
    if (!isJson(c)) return c.json({ error: "Send the e-mail and password as JSON." }, 415);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: "The request body is not valid JSON." }, 400);
    }
    const input = (typeof body === "object" && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    const result = await authenticate(services, headersOf(c), mode, {
      email: input.email,
      password: input.password,
    });
    if (result.kind === "signed-in") {
      for (const cookie of result.headers.getSetCookie()) {
        c.header("Set-Cookie", cookie, { append: true });
      }
      // Where the screen goes next: staff to the page a link asked for.
      const next = typeof input.next === "string" ? input.next : null;
      return c.json({ signedIn: true, notice: result.notice, to: landingFor(result.role, next) });
    }
    // A field the schema refused reads as the spec's 'Login Failed' or
    // 'Signup Failed' with the reason.
    const reason = Object.values(result.errors)[0];
    const notice = result.notice ?? {
      tone: "error" as const,
      title: failedTitle(mode),
      text: reason ?? copy.auth.unexpected,
    };
    return c.json(
      { signedIn: false, mode: result.mode, notice, fields: result.errors },
      result.status as ContentfulStatusCode,
    );
  });

  api.post(
    "/sign-out",
    limit((c) => c.json({ error: tooLarge(MAX_BYTES) }, 413)),
    async (c) => {
      const response = await services.auth.api.signOut({
        headers: headersOf(c),
        asResponse: true,
      });
      const headers = cookiesOf(response);
      if (isJson(c)) {
        headers.set("Content-Type", "application/json");
        return new Response(JSON.stringify({ signedOut: true }), { headers });
      }
      headers.set("Location", "/");
      return new Response(null, { status: 303, headers });
    },
  );

  return api;
}

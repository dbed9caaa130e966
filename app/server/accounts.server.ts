// The auth screen's server side: calls better-auth and turns its answers into
// the spec's messages (section 8).

import { sql } from "kysely";
import { copy } from "#app/business/copy.ts";
import type { Notice } from "#app/accounts/notice.ts";
import type { AuthMode, Credentials } from "#app/accounts/schema.ts";
import type { Services } from "./services.server.ts";

/** Signed in (with the session cookie to set), or a notice for the screen. */
export type AuthOutcome =
  | { kind: "signed-in"; headers: Headers }
  | { kind: "notice"; status: number; mode: AuthMode; notice: Notice };

async function errorOf(response: Response): Promise<{ code?: string; message?: string }> {
  try {
    return (await response.json()) as { code?: string; message?: string };
  } catch {
    return {};
  }
}

/** Only the session cookie goes on to the browser. */
function cookiesOf(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

export async function logIn(
  services: Services,
  request: Request,
  credentials: Credentials,
): Promise<AuthOutcome> {
  const response = await services.auth.api.signInEmail({
    body: { email: credentials.email, password: credentials.password },
    headers: request.headers,
    asResponse: true,
  });
  if (response.ok) return { kind: "signed-in", headers: cookiesOf(response) };
  const { code, message } = await errorOf(response);
  const text =
    code === "INVALID_EMAIL_OR_PASSWORD"
      ? copy.auth.invalidCredentials
      : code === "EMAIL_NOT_VERIFIED"
        ? "Please verify your email address first: we have sent you a new link."
        : (message ?? copy.auth.unexpected);
  return {
    kind: "notice",
    status: response.status,
    mode: "login",
    notice: { tone: "error", title: copy.auth.loginFailed, text },
  };
}

export async function signUp(
  services: Services,
  request: Request,
  credentials: Credentials,
): Promise<AuthOutcome> {
  // The spec tells a visitor when the address already has an account
  // (better-auth alone would answer as if it were new).
  const existing = await sql<{
    id: string;
  }>`select id from "user" where email = ${credentials.email.toLowerCase()}`.execute(services.db);
  if (existing.rows.length > 0) {
    return {
      kind: "notice",
      status: 409,
      mode: "login",
      notice: { tone: "error", title: copy.auth.accountExists, text: copy.auth.accountExistsText },
    };
  }
  const response = await services.auth.api.signUpEmail({
    body: {
      email: credentials.email,
      password: credentials.password,
      name: credentials.email,
      callbackURL: "/",
    },
    headers: request.headers,
    asResponse: true,
  });
  if (response.ok) {
    return {
      kind: "notice",
      status: 200,
      mode: "login",
      notice: { tone: "success", title: copy.auth.accountCreated, text: copy.auth.checkEmail },
    };
  }
  const { message } = await errorOf(response);
  return {
    kind: "notice",
    status: response.status,
    mode: "signup",
    notice: { tone: "error", title: copy.auth.signupFailed, text: message ?? copy.auth.unexpected },
  };
}

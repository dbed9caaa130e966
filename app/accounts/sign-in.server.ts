// The auth screen's server side: calls better-auth and turns its answers into
// the spec's messages (section 8).

import { MAX_EMAIL_LENGTH } from "#app/lib/email-address.ts";
import { sql } from "kysely";
import { copy } from "#app/business/copy.ts";
import type { Notice } from "./notice.ts";
import type { AuthMode } from "./rules.ts";
import { type Credentials, credentialsSchema } from "./schema.ts";
import { fieldErrors } from "#app/lib/field-errors.ts";
import { postToAuth } from "./auth.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import type { Services } from "#app/services.server.ts";

/** What the account functions need of the server's services. */
export type AccountServices = Pick<Services, "auth" | "db">;

/** Signed in (with the session cookie to set), or a notice for the screen. */
export type AuthOutcome =
  | { kind: "signed-in"; headers: Headers; role: string | null }
  | { kind: "notice"; status: number; mode: AuthMode; notice: Notice };

async function errorOf(response: Response): Promise<{ code?: string; message?: string }> {
  try {
    return (await response.json()) as { code?: string; message?: string };
  } catch {
    return {};
  }
}

/** The cookies better-auth set, to pass on to the browser. */
export function cookiesOf(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

async function logIn(
  services: AccountServices,
  headers: Headers,
  credentials: Credentials,
): Promise<AuthOutcome> {
  const response = await postToAuth(services.auth, "/sign-in/email", headers, {
    email: credentials.email,
    password: credentials.password,
  });
  if (response.ok) {
    // The role decides where the sign-in lands (landing.ts).
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { user?: { role?: unknown } } | null;
    const role = typeof body?.user?.role === "string" ? body.user.role : null;
    return { kind: "signed-in", headers: cookiesOf(response), role };
  }
  const { code, message } = await errorOf(response);
  const text =
    code === "INVALID_EMAIL_OR_PASSWORD"
      ? copy.auth.invalidCredentials
      : code === "EMAIL_NOT_VERIFIED"
        ? copy.auth.verifyFirst
        : (message ?? copy.auth.unexpected);
  return {
    kind: "notice",
    status: response.status,
    mode: "login",
    notice: { tone: "error", title: copy.auth.loginFailed, text },
  };
}

async function signUp(
  services: AccountServices,
  headers: Headers,
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
  const response = await postToAuth(services.auth, "/sign-up/email", headers, {
    email: credentials.email,
    password: credentials.password,
    // The screen asks for none; the inquiry dialog learns it (app/accounts/current-account.ts).
    name: "",
    callbackURL: "/",
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

export type CredentialErrors = Partial<Record<keyof Credentials | "form", string>>;

/** What a login or sign-up attempt came to, for the page (no JavaScript) or the JSON API. */
export type AuthResult =
  | { kind: "signed-in"; headers: Headers; notice: Notice; role: string | null }
  | {
      kind: "refused";
      status: number;
      mode: AuthMode;
      /** What was typed, bounded, to give back with the answer. */
      email: string;
      errors: CredentialErrors;
      notice: Notice | null;
    };

/**
 * One login or sign-up attempt, from untrusted input: checked against the
 * shared schema, then put to better-auth. Never throws: an unexpected failure
 * is logged and becomes the spec's 'Error' notice.
 */
export async function authenticate(
  services: AccountServices,
  headers: Headers,
  mode: AuthMode,
  input: { email: unknown; password: unknown },
): Promise<AuthResult> {
  const email = typeof input.email === "string" ? input.email.slice(0, MAX_EMAIL_LENGTH) : "";
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors<keyof Credentials>(parsed.error);
    return { kind: "refused", status: 400, mode, email, errors, notice: null };
  }
  try {
    const outcome =
      mode === "login"
        ? await logIn(services, headers, parsed.data)
        : await signUp(services, headers, parsed.data);
    if (outcome.kind === "signed-in") {
      const notice = {
        tone: "success" as const,
        title: copy.auth.welcomeBack,
        text: copy.auth.loggedIn,
      };
      return { kind: "signed-in", headers: outcome.headers, notice, role: outcome.role };
    }
    return { ...outcome, kind: "refused", email, errors: {} };
  } catch (error) {
    logger.error({ err: error }, "Login or sign-up failed");
    const notice = { tone: "error" as const, title: copy.auth.error, text: copy.auth.unexpected };
    return { kind: "refused", status: 500, mode, email, errors: {}, notice };
  }
}

// Accounts on better-auth, over our own database, with its
// e-mails sent through our mailer. httpOnly cookie sessions; failed logins
// are limited with counts stored in the database, so the limits hold across
// restarts and server processes.

import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { admin } from "better-auth/plugins/admin";
import { accessControl, roles } from "#app/back-office/roles.ts";
import { invitationEmail, resetEmail, verificationEmail } from "./emails.server.ts";
import { MIN_PASSWORD_LENGTH } from "./rules.ts";
import { credentialsSchema } from "./schema.ts";
import { inquirySchema } from "#app/inquiries/schema.ts";
import { business } from "#app/business/details.ts";
import type { DatabaseHandle } from "#app/platform/db.server.ts";
import type { SendEmail } from "#app/platform/mail.server.ts";
import { ENV_DEFAULTS, siteOrigins } from "#app/platform/env.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { CLIENT_IP_HEADER } from "#app/platform/http-context.server.ts";
import { countAuthAnswer } from "#app/ops/metrics.server.ts";

export interface AuthOptions {
  readonly database: Pick<DatabaseHandle, "db" | "dialect">;
  readonly secret: string;
  /** PUBLIC_URL: links in e-mails point here; other origins are refused. */
  readonly origin: string;
  readonly send: SendEmail;
  /**
   * Logins and sign-ups per client per minute (AUTH_RATE_LIMIT); reset and
   * verification e-mails allow fewer. 0 lifts the limits.
   */
  readonly attemptsPerMinute?: number;
}

/**
 * Where a back-office invitation's set-password link lands (the team's
 * addToTeam sends it): the mark that tells an invitation from a reset.
 */
export const INVITATION_REDIRECT = "/auth/reset?invited=1";

/** A set-password link sent by addToTeam (its callback carries the mark). */
function isInvitation(url: string): boolean {
  const callback = new URL(url).searchParams.get("callbackURL") ?? "";
  return callback === INVITATION_REDIRECT;
}

/** A picture's address, if a client sends one: a URL, not a store of data. */
const MAX_IMAGE_URL = 2048;

/**
 * What an account keeps of a person is held to the rules of the forms that
 * send it, whichever endpoint it came through: the name an inquiry accepts
 * (it is the one an inquiry remembers), or none; an e-mail address of the
 * login form's kind. Refused with 400 and the reason, nothing stored.
 */
function checkUser(user: { name?: unknown; email?: unknown; image?: unknown }) {
  const problems: string[] = [];
  if (user.name !== undefined && user.name !== "") {
    const name = inquirySchema.shape.name.safeParse(user.name);
    if (!name.success) problems.push(name.error.issues[0]?.message ?? "Full Name is not valid");
  }
  if (user.email !== undefined) {
    const email = credentialsSchema.shape.email.safeParse(user.email);
    if (!email.success) problems.push(email.error.issues[0]?.message ?? "Email is not valid");
  }
  if (
    user.image !== undefined &&
    user.image !== null &&
    (typeof user.image !== "string" || user.image.length > MAX_IMAGE_URL)
  ) {
    problems.push(`Image must be a URL of at most ${MAX_IMAGE_URL} characters`);
  }
  if (problems.length > 0) throw new APIError("BAD_REQUEST", { message: problems.join("; ") });
}

export function createAuth({
  database,
  secret,
  origin,
  send,
  attemptsPerMinute = ENV_DEFAULTS.AUTH_RATE_LIMIT,
}: AuthOptions) {
  const emailsPerMinute = Math.min(3, attemptsPerMinute);
  const deliver = async (email: Parameters<SendEmail>[0]) => {
    const result = await send(email);
    if (!result.ok) throw new Error(`The e-mail could not be sent: ${result.error}`);
  };
  const auth = betterAuth({
    appName: business.name,
    database: { db: database.db, type: database.dialect },
    secret,
    baseURL: origin,
    basePath: "/api/auth",
    // A local site answers on every loopback spelling of its address.
    trustedOrigins: siteOrigins(origin),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) =>
        deliver(isInvitation(url) ? invitationEmail(user.email, url) : resetEmail(user.email, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unverified login is sent a fresh link (the screen says so).
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: ({ user, url }) => deliver(verificationEmail(user.email, url)),
    },
    databaseHooks: {
      user: {
        create: { before: async (user) => checkUser(user) },
        update: { before: async (user) => checkUser(user) },
      },
    },
    // Roles for the back office; customers get "user" (ADR 0015).
    plugins: [admin({ ac: accessControl, roles, defaultRole: "user", adminRoles: ["owner"] })],
    session: {
      // Renewed while in use: a week from the last day of activity.
      expiresIn: 7 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    rateLimit: {
      enabled: attemptsPerMinute > 0,
      storage: "database",
      window: 60,
      max: 60,
      customRules: {
        "/sign-in/email": { window: 60, max: attemptsPerMinute },
        "/sign-up/email": { window: 60, max: attemptsPerMinute },
        "/request-password-reset": { window: 60, max: emailsPerMinute },
        "/send-verification-email": { window: 60, max: emailsPerMinute },
        // Every page a signed-in visitor opens asks who they are; many
        // visitors on a mobile network share one address. Not worth a
        // limit, nor the database write that counting costs.
        "/get-session": false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its origin checks under NODE_ENV=test; ours never
      // do, so the tests exercise what production runs.
      disableOriginCheck: false,
      useSecureCookies: origin.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    // Its messages as our log lines; of what it passes along, errors only.
    // An "error" with no Error attached is a visitor's request it refused (a
    // bad redirect URL, a foreign origin): a warning, not a fault to alert on.
    logger: {
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error);
        logger[level === "error" && !err ? "warn" : level]({ err }, message);
      },
    },
  });
  // Every request reaches better-auth through its handler (postToAuth too):
  // the one place to count failed logins and its rate limit's refusals.
  const handler: typeof auth.handler = async (request) => {
    const response = await auth.handler(request);
    countAuthAnswer(new URL(request.url).pathname, response.status);
    return response;
  };
  return { ...auth, handler, fetch: handler };
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Posts to one of better-auth's endpoints as a browser would, through its
 * router, with the visitor's headers: the rate limits and origin checks
 * apply, as they do not to direct `auth.api` calls.
 */
export function postToAuth(
  auth: Auth,
  path: `/${string}`,
  headers: Headers,
  body: Record<string, unknown>,
): Promise<Response> {
  const forwarded = new Headers(headers);
  forwarded.set("content-type", "application/json");
  forwarded.delete("content-length");
  forwarded.delete("transfer-encoding");
  const url = new URL(`/api/auth${path}`, auth.options.baseURL);
  return auth.handler(
    new Request(url, { method: "POST", headers: forwarded, body: JSON.stringify(body) }),
  );
}

// Integration: the auth screen's endpoints (/api/account/*) on better-auth,
// our database and a real SMTP conversation, as the screen's script calls them.

import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AuthStack, openAuthStack } from "#tests/fixtures/auth-stack.ts";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { type SmtpInbox, startSmtpInbox } from "../../tools/smtp-inbox.ts";
import { accountApi } from "./api.server.ts";
import type { Auth } from "./auth.server.ts";
import { CLIENT_IP_HEADER } from "#app/platform/http-context.server.ts";
import { refuseCrossSite } from "../../server/http/cross-site.ts";
import type { DatabaseHandle } from "#app/platform/db.server.ts";

const ORIGIN = "http://localhost:3000";
const CLIENT = "203.0.113.21";

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.close());

interface Answer {
  signedIn: boolean;
  mode?: string;
  notice?: { tone: string; title: string; text: string };
  fields?: Record<string, string>;
  error?: string;
}

describe.each(databaseTargets("account-api"))("the account API on $name", (target) => {
  let stack: AuthStack;
  let database: DatabaseHandle;
  let auth: Auth;
  let app: Hono;

  beforeEach(async () => {
    inbox.received.length = 0;
    stack = await openAuthStack(target, inbox, { origin: ORIGIN });
    ({ database, auth } = stack);
    app = new Hono();
    // As server/app.ts mounts it.
    app.use(refuseCrossSite([ORIGIN]));
    app.route(
      "/api/account",
      accountApi({
        services: { auth, db: database.db },
        headersOf: (c) => {
          const headers = new Headers(c.req.raw.headers);
          headers.set(CLIENT_IP_HEADER, CLIENT);
          return headers;
        },
      }),
    );
  });

  afterEach(() => stack.close());

  function post(
    path: string,
    body: string,
    { type = "application/json", origin = ORIGIN, cookie = "" } = {},
  ) {
    return app.request(`${ORIGIN}/api/account${path}`, {
      method: "POST",
      headers: { "content-type": type, origin, ...(cookie ? { cookie } : {}) },
      body,
    });
  }

  const credentials = (password = "secret12") =>
    JSON.stringify({ email: "zawadi@example.co.ke", password });

  async function verify() {
    await expect.poll(() => inbox.received.length).toBe(1);
    const link = /http:\/\/\S+verify-email\S+/.exec(inbox.received[0]?.text ?? "")?.[0] ?? "";
    const verified = await auth.handler(
      new Request(link, { headers: { [CLIENT_IP_HEADER]: CLIENT } }),
    );
    expect([200, 302]).toContain(verified.status);
  }

  it("signs up, refuses the address twice, and logs in once it is verified", async () => {
    const created = await post("/signup", credentials());
    expect(created.status).toBe(200);
    expect(await created.json()).toEqual({
      signedIn: false,
      mode: "login",
      notice: {
        tone: "success",
        title: "Account Created",
        text: "Please check your email to verify your account.",
      },
      fields: {},
    });

    const again = await post("/signup", credentials());
    expect(again.status).toBe(409);
    expect(((await again.json()) as Answer).notice).toEqual({
      tone: "error",
      title: "Account Exists",
      text: "An account with this email already exists. Please login instead.",
    });

    const early = await post("/login", credentials());
    expect(early.status).toBe(403);
    expect(((await early.json()) as Answer).notice?.text).toContain("verify your email");

    const wrong = await post("/login", credentials("not-the-password"));
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as Answer).notice).toEqual({
      tone: "error",
      title: "Login Failed",
      text: "Invalid email or password. Please try again.",
    });

    inbox.received.splice(0, 1);
    await verify();
    const login = await post("/login", credentials());
    expect(login.status).toBe(200);
    expect(await login.json()).toEqual({
      signedIn: true,
      notice: {
        tone: "success",
        title: "Welcome back!",
        text: "You have successfully logged in.",
      },
      // A customer goes home; staff go to the back office (landing.ts).
      to: "/",
    });
    const cookie = login.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("answers bad input with a clear 4xx and the reason", async () => {
    const form = await post("/login", "email=a%40b.co&password=secret12", {
      type: "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
    const malformed = await post("/login", "{");
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as Answer).error).toBe("The request body is not valid JSON.");
    const notAnObject = await post("/signup", "[1, 2]");
    expect(notAnObject.status).toBe(400);

    const short = await post("/signup", credentials("12345"));
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      signedIn: false,
      mode: "signup",
      notice: {
        tone: "error",
        title: "Signup Failed",
        text: "Password must be at least 6 characters",
      },
      fields: { password: "Password must be at least 6 characters" },
    });
    const huge = await post(
      "/login",
      JSON.stringify({ email: "a@b.co", password: "x".repeat(9000) }),
    );
    expect(huge.status).toBe(413);
    expect(inbox.received).toHaveLength(0);
  });

  it("limits failed logins per client: 401 five times, then 429", async () => {
    const statuses: number[] = [];
    let last: Answer | undefined;
    for (let i = 0; i < 6; i += 1) {
      const response = await post("/login", credentials("wrong-password"));
      statuses.push(response.status);
      last = (await response.json()) as Answer;
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(last?.notice?.title).toBe("Login Failed");
    expect(last?.notice?.text).toMatch(/too many requests/i);
  });

  it("signs out on a post from the site, and refuses one from another site", async () => {
    await post("/signup", credentials());
    await verify();
    const login = await post("/login", credentials());
    const session = login.headers.getSetCookie().find((c) => c.includes("session_token="));
    const cookie = session?.split(";")[0] ?? "";

    const forged = await post("/sign-out", "", {
      type: "application/x-www-form-urlencoded",
      origin: "https://evil.example",
      cookie,
    });
    expect(forged.status).toBe(403);
    const still = await auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(still?.user.email).toBe("zawadi@example.co.ke");

    const out = await post("/sign-out", "", { type: "application/x-www-form-urlencoded", cookie });
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/");
    expect(out.headers.getSetCookie().join("\n")).toMatch(/session_token=;.*Max-Age=0/i);
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
  });
});

// Integration: better-auth on our database and migrations, with the real
// SMTP conversation, driven through its HTTP handler as the browser would.

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type AuthStack, openAuthStack } from "#tests/fixtures/auth-stack.ts";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { type SmtpInbox, startSmtpInbox } from "../../tools/smtp-inbox.ts";
import type { Auth } from "./auth.server.ts";
import { CLIENT_IP_HEADER } from "#app/platform/http-context.server.ts";
import type { DatabaseHandle } from "#app/platform/db.server.ts";
import { logger } from "#app/platform/logger.server.ts";

const ORIGIN = "http://localhost:3000";

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.close());

describe.each(databaseTargets("auth"))("accounts on $name", (target) => {
  let stack: AuthStack;
  let database: DatabaseHandle;
  let auth: Auth;

  function start(origin = ORIGIN): Auth {
    return stack.start({ origin });
  }

  beforeEach(async () => {
    inbox.received.length = 0;
    stack = await openAuthStack(target, inbox, { origin: ORIGIN });
    ({ database, auth } = stack);
  });

  afterEach(() => stack.close());

  function call(
    path: string,
    body?: unknown,
    { origin = ORIGIN, ip = "203.0.113.7", cookie = "", handler = auth } = {},
  ) {
    return handler.handler(
      new Request(`${origin}/api/auth${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: {
          "content-type": "application/json",
          origin,
          [CLIENT_IP_HEADER]: ip,
          ...(cookie ? { cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  }

  const person = {
    email: "amani@example.co.ke",
    password: "secret12",
    name: "amani@example.co.ke",
  };

  async function signUpAndVerify() {
    expect((await call("/sign-up/email", person)).status).toBe(200);
    await expect.poll(() => inbox.received.length).toBe(1);
    const link = /https?:\/\/\S+verify-email\S+/.exec(inbox.received[0]?.text ?? "")?.[0] ?? "";
    return link;
  }

  it("signs up, e-mails a link back to the site, and the link verifies and signs in", async () => {
    const link = await signUpAndVerify();
    const mail = inbox.received[0];
    expect(mail?.subject).toBe("Confirm your Mwangaza Tech account");
    expect(link.startsWith(`${ORIGIN}/api/auth/verify-email?token=`)).toBe(true);

    const verified = await auth.handler(
      new Request(link, { headers: { [CLIENT_IP_HEADER]: "203.0.113.7" } }),
    );
    expect([200, 302]).toContain(verified.status);
    const cookie = verified.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const session = await call("/get-session", undefined, { cookie: cookie.split(";")[0] });
    const body = (await session.json()) as { user: { email: string; emailVerified: boolean } };
    expect(body.user).toMatchObject({ email: person.email, emailVerified: true });
  });

  it("refuses to sign in before the address is verified", async () => {
    await signUpAndVerify();
    const response = await call("/sign-in/email", {
      email: person.email,
      password: person.password,
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe("EMAIL_NOT_VERIFIED");
  });

  it("refuses a password under 6 characters", async () => {
    const response = await call("/sign-up/email", { ...person, password: "12345" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe("PASSWORD_TOO_SHORT");
  });

  it("answers wrong credentials with 401, then refuses with 429, and the limit outlives a restart", async () => {
    const attempt = (handler = auth) =>
      call(
        "/sign-in/email",
        { email: "nobody@example.co.ke", password: "wrong-password" },
        { handler },
      );
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    // A new instance on the same database (a restart, or another process).
    expect((await attempt(start())).status).toBe(429);
    // Another client is not affected.
    const other = await call(
      "/sign-in/email",
      { email: "nobody@example.co.ke", password: "wrong-password" },
      { ip: "198.51.100.9" },
    );
    expect(other.status).toBe(401);
  });

  it("never limits asking who is signed in, which every page of a signed-in visitor does", async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 70; i += 1) statuses.add((await call("/get-session")).status);
    expect([...statuses]).toEqual([200]);
    // The general limit (60 a minute) still holds elsewhere.
    for (let i = 0; i < 60; i += 1) await call("/ok");
    expect((await call("/ok")).status).toBe(429);
  });

  it("answers a reset request the same for a known and an unknown address", async () => {
    await signUpAndVerify();
    inbox.received.length = 0;
    const known = await call("/request-password-reset", {
      email: person.email,
      redirectTo: "/auth/reset",
    });
    const unknown = await call("/request-password-reset", {
      email: "ghost@example.co.ke",
      redirectTo: "/auth/reset",
    });
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
    await expect.poll(() => inbox.received.length).toBe(1);
    expect(inbox.received[0]?.subject).toBe("Reset your Mwangaza Tech password");
  });

  it("refuses a name over 100 characters or with control characters, storing nothing", async () => {
    for (const [name, reason] of [
      ["A".repeat(101), "Full Name must be at most 100 characters"],
      ["Amani\nBcc: all@example.co.ke", "Full Name must be on one line"],
      ["Amani\u0000Otieno", "Full Name contains characters that are not allowed"],
    ]) {
      const response = await call("/sign-up/email", { ...person, name });
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(reason);
    }
    const users = await database.db.selectFrom("user").select("id").execute();
    expect(users).toEqual([]);
    expect(inbox.received).toHaveLength(0);
  });

  it("holds a signed-in person's name change to the same rules", async () => {
    const link = await signUpAndVerify();
    const verified = await auth.handler(
      new Request(link, { headers: { [CLIENT_IP_HEADER]: "203.0.113.7" } }),
    );
    const cookie = (verified.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const refused = await call("/update-user", { name: "x".repeat(5000) }, { cookie });
    expect(refused.status).toBe(400);
    expect((await call("/update-user", { name: "Amani Otieno" }, { cookie })).status).toBe(200);
    const row = await database.db.selectFrom("user").select("name").executeTakeFirstOrThrow();
    expect(row.name).toBe("Amani Otieno");
  });

  it("refuses requests from another site, as a browser sends them, and logs them as warnings", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const logged = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const crossSite = (extra: Record<string, string>) =>
      auth.handler(
        new Request(`${ORIGIN}/api/auth/sign-in/email`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: "https://evil.example",
            "sec-fetch-site": "cross-site",
            "sec-fetch-mode": "cors",
            "sec-fetch-dest": "empty",
            [CLIENT_IP_HEADER]: "203.0.113.7",
            ...extra,
          },
          body: JSON.stringify({ email: person.email, password: person.password }),
        }),
      );
    expect((await crossSite({})).status).toBe(403);
    expect((await crossSite({ cookie: "better-auth.session_token=x" })).status).toBe(403);
    expect(logged).toHaveBeenCalledWith(
      expect.anything(),
      expect.stringContaining("Invalid origin: https://evil.example"),
    );
    // A visitor's bad request is no fault of ours to alert on.
    expect(errors).not.toHaveBeenCalled();
  });

  it("marks the session cookie Secure when the site is served over https", async () => {
    const secure = start("https://shop.example.co.ke");
    expect(
      (
        await call("/sign-up/email", person, {
          origin: "https://shop.example.co.ke",
          handler: secure,
        })
      ).status,
    ).toBe(200);
    await expect.poll(() => inbox.received.length).toBe(1);
    const link = /https:\/\/\S+verify-email\S+/.exec(inbox.received[0]?.text ?? "")?.[0] ?? "";
    const verified = await secure.handler(
      new Request(link, { headers: { [CLIENT_IP_HEADER]: "203.0.113.7" } }),
    );
    expect(verified.headers.get("set-cookie") ?? "").toMatch(/; Secure/i);
  });
});

import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./http-context.server.ts";
import { createLogger } from "./logger.server.ts";
import { requestFailed, requestLog } from "../../server/http/request-log.ts";

/** A logger writing into an array, one parsed JSON line each. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger({ write: (line: string) => lines.push(JSON.parse(line)) });
  return { lines, log };
}

describe("the logger", () => {
  it("writes JSON lines with a readable level and an ISO time", () => {
    const { lines, log } = capture();
    log.info({ inquiryId: "abc" }, "Something happened");
    expect(lines[0]).toMatchObject({ level: "info", inquiryId: "abc", msg: "Something happened" });
    expect(new Date(String(lines[0]?.time)).toISOString()).toBe(lines[0]?.time);
  });

  it("never writes passwords, tokens, cookies, Authorization headers or bodies", () => {
    const { lines, log } = capture();
    log.warn(
      {
        password: "hunter2-secret",
        token: "reset-token-123",
        headers: { authorization: "Bearer metrics-token", cookie: "session=abc" },
        request: {
          body: '{"message":"my private message"}',
          headers: { cookie: "session=def", "x-other": "kept" },
          newPassword: "n3w-secret",
        },
        email: { to: "owner@example.co.ke", text: "the body", html: "<p>the body</p>" },
        message: "the inquiry's message",
      },
      "careless",
    );
    const line = JSON.stringify(lines[0]);
    for (const secret of [
      "hunter2-secret",
      "reset-token-123",
      "metrics-token",
      "session=",
      "my private message",
      "n3w-secret",
      "the body",
      "the inquiry's message",
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain("[redacted]");
    // What is not secret stays.
    expect(lines[0]).toMatchObject({
      msg: "careless",
      request: { headers: { "x-other": "kept" } },
      email: { to: "owner@example.co.ke" },
    });
  });

  it("keeps an error's message and stack", () => {
    const { lines, log } = capture();
    log.error({ err: new Error("SQLITE_FULL: database or disk is full") }, "Could not store");
    expect(lines[0]?.err).toMatchObject({
      type: "Error",
      message: "SQLITE_FULL: database or disk is full",
      stack: expect.stringContaining("logger.server.test.ts"),
    });
  });
});

describe("the request log", () => {
  function app() {
    const { lines, log } = capture();
    const server = new Hono<AppEnv>();
    server.use(async (c, next) => {
      c.set("client", { address: "203.0.113.9", https: false });
      await next();
    });
    server.use(requestLog(log));
    server.get("/auth/reset", (c) => {
      log.info("inside the handler");
      return c.text("reset page");
    });
    server.get("/api/auth/reset-password/:token", (c) => c.redirect("/auth/reset", 302));
    server.get("/quotes/:token", (c) => c.text("a quote"));
    server.post("/api/inquiries", (c) => c.json({ id: "1" }, 201));
    server.get("/boom", () => {
      throw new Error("boom");
    });
    server.onError((_error, c) => c.text("Internal Server Error", 500));
    return { server, lines };
  }

  it("logs one line per request: method, path without the query, route, status, time, client, id", async () => {
    const { server, lines } = app();
    const response = await server.request("/auth/reset?token=secret-reset-token", {
      headers: { cookie: "session=abc", authorization: "Bearer x" },
    });
    expect(response.status).toBe(200);
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = lines.find((entry) => entry.msg === "request");
    expect(line).toMatchObject({
      level: "info",
      reqId: requestId,
      method: "GET",
      path: "/auth/reset",
      route: "page",
      status: 200,
      client: "203.0.113.9",
    });
    expect(typeof line?.ms).toBe("number");
    // Lines logged while the request is handled carry its id.
    expect(lines.find((entry) => entry.msg === "inside the handler")?.reqId).toBe(requestId);
    const all = JSON.stringify(lines);
    for (const secret of ["secret-reset-token", "session=abc", "Bearer x"]) {
      expect(all).not.toContain(secret);
    }
  });

  it("keeps better-auth's reset token, carried in the path, out of the log", async () => {
    const { server, lines } = app();
    await server.request("/api/auth/reset-password/tok_abcdef123456?callbackURL=%2Fauth%2Freset");
    expect(lines.at(-1)).toMatchObject({
      path: "/api/auth/reset-password/[redacted]",
      route: "/api/auth/*",
      status: 302,
    });
    expect(JSON.stringify(lines)).not.toContain("tok_abcdef123456");
  });

  it("keeps a quote's link token out of the log", async () => {
    const { server, lines } = app();
    await server.request("/quotes/Zk3vQm9xT2bLwP8nR4cY6uJ1hD5sA7eF");
    expect(lines.at(-1)).toMatchObject({ path: "/quotes/[redacted]", status: 200 });
    expect(JSON.stringify(lines)).not.toContain("Zk3vQm9xT2bLwP8nR4cY6uJ1hD5sA7eF");
  });

  it("gives each request its own id, and logs failures with their status", async () => {
    const { server, lines } = app();
    const first = await server.request("/api/inquiries", { method: "POST" });
    const second = await server.request("/boom");
    expect(second.status).toBe(500);
    expect(first.headers.get("x-request-id")).not.toBe(second.headers.get("x-request-id"));
    expect(lines.map(({ route, status }) => ({ route, status }))).toEqual([
      { route: "/api/inquiries", status: 201 },
      { route: "page", status: 500 },
    ]);
  });
});

describe("a client that leaves before its answer", () => {
  /** The request log and error handler as the server has them; `signal` is the client leaving. */
  function app() {
    const { lines, log } = capture();
    const leaving = new AbortController();
    const server = new Hono<AppEnv>();
    server.use(async (c, next) => {
      c.set("client", { address: "203.0.113.9", https: false });
      await next();
    });
    server.use(requestLog(log));
    server.onError(requestFailed(log));
    // React Router answers a loader's data with a 500 once its request is aborted.
    server.get("/staff/catalogue/import.data", (c) => {
      leaving.abort();
      return c.text("", 500);
    });
    // Reading a body the client cut short throws.
    server.post("/api/inquiries", () => {
      leaving.abort();
      throw Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    });
    server.get("/boom", () => {
      throw new Error("boom");
    });
    return { server, lines, signal: leaving.signal };
  }

  it("is logged as 499, not as the 500 the cancelled handler ended on", async () => {
    const { server, lines, signal } = app();
    await server.request("/staff/catalogue/import.data", { signal });
    expect(lines).toMatchObject([{ level: "info", route: "data", status: 499 }]);
  });

  it("writes no error line for a body it cut short", async () => {
    const { server, lines, signal } = app();
    const response = await server.request("/api/inquiries", { method: "POST", signal });
    expect(response.status).toBe(499);
    expect(lines).toMatchObject([{ level: "info", route: "/api/inquiries", status: 499 }]);
    expect(lines).toHaveLength(1);
  });

  it("while a real failure still logs its error with the stack, and a 500", async () => {
    const { server, lines } = app();
    const response = await server.request("/boom");
    expect(response.status).toBe(500);
    expect(lines[0]).toMatchObject({ level: "error", err: { message: "boom" } });
    expect(lines[0]?.err).toHaveProperty("stack");
    expect(lines[1]).toMatchObject({ level: "info", status: 500 });
  });
});

// SIGTERM under load (a restart, an update): every request sent on an open
// keep-alive connection gets an answer, those after the signal with
// `Connection: close`, none is reset; every inquiry answered 201 is stored;
// the process exits 0.

import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import type { Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { startServer } from "../../tools/server-process.ts";
import { startSmtpInbox } from "../../tools/smtp-inbox.ts";

// Beside the run's own server and SMTP ports.
const PORT = Number(process.env.E2E_PORT ?? 4317) + 13;
const CLIENTS = 8;

interface Answer {
  status: number;
  connection: string | undefined;
  socket: Socket;
}

/** One request on the client's one connection. */
function send(agent: Agent, origin: string, i: number): Promise<Answer> {
  const post = i % 2 === 0;
  return new Promise((resolve, reject) => {
    const req = request(
      `${origin}${post ? "/api/inquiries" : "/about"}`,
      {
        agent,
        method: post ? "POST" : "GET",
        headers: post ? { "content-type": "application/json", origin } : {},
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, socket }),
        );
      },
    );
    let socket: Socket;
    req.on("socket", (s) => (socket = s));
    req.on("error", reject);
    req.end(post ? JSON.stringify({ name: `Customer ${i}`, email: "c@example.co.ke" }) : undefined);
  });
}

test("SIGTERM answers every request on open connections, stores every inquiry, exits 0", async () => {
  test.setTimeout(60_000);
  const dir = mkdtempSync(join(tmpdir(), "shutdown-"));
  const inbox = await startSmtpInbox();
  const server = await startServer(PORT, {
    DATABASE_URL: `file:${join(dir, "store.db")}`,
    SMTP_URL: inbox.url,
    INQUIRY_RATE_LIMIT: "0",
  });
  try {
    let signalled = false;
    // The signal once every client has its connection open and answered.
    let open = 0;
    let allOpen: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => (allOpen = resolve));
    const clients = Array.from({ length: CLIENTS }, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const answers: Answer[] = [];
      const errors: string[] = [];
      // On until the server says close, after the signal.
      for (let i = 0; !signalled || answers.at(-1)?.connection !== "close"; i += 1) {
        try {
          answers.push(await send(agent, server.origin, i));
        } catch (error) {
          errors.push((error as Error).message);
          break;
        }
        if (answers.length === 1 && (open += 1) === CLIENTS) allOpen();
      }
      agent.destroy();
      return { answers, errors };
    });
    await opened;
    signalled = true;
    const exitCode = server.stop();
    const results = await Promise.all(clients);

    expect(results.flatMap((r) => r.errors)).toEqual([]);
    for (const { answers } of results) {
      expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
      // All on one connection, kept open through the signal until the server said close.
      expect(new Set(answers.map((a) => a.socket)).size).toBe(1);
      expect(answers.at(-1)?.connection).toBe("close");
    }
    expect(await exitCode).toBe(0);

    const accepted = results.flatMap((r) => r.answers).filter((a) => a.status === 201).length;
    const db = new DatabaseSync(join(dir, "store.db"));
    const { stored } = db.prepare("select count(*) as stored from inquiries").get() as {
      stored: number;
    };
    db.close();
    expect(accepted).toBeGreaterThan(0);
    expect(stored).toBe(accepted);
  } finally {
    await server.stop();
    await inbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

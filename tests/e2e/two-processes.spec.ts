// Two server processes on one PostgreSQL database, each with its own outbox
// worker: every inquiry is e-mailed exactly once.

import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { createTestDatabase } from "../fixtures/postgres.ts";
import { startSmtpInbox } from "../fixtures/smtp-inbox.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  const note =
    "Two-process PostgreSQL test SKIPPED: set TEST_DATABASE_URL (scripts/test-postgres.sh)";
  if (process.env.CI) throw new Error(`${note}. CI must run it.`);
  console.warn(note);
}

test.skip(!postgresUrl, "needs TEST_DATABASE_URL");

async function waitForHealth(url: string) {
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not start`);
}

test("each inquiry is sent exactly once", async () => {
  test.setTimeout(90_000);
  const inbox = await startSmtpInbox();
  const received = inbox.received;
  const database = await createTestDatabase(postgresUrl ?? "", "two_processes");

  const servers: ChildProcess[] = [];
  try {
    const origins = [4341, 4342].map((port) => `http://127.0.0.1:${port}`);
    for (const [i, origin] of origins.entries()) {
      servers.push(
        spawn(process.execPath, ["--experimental-strip-types", "server/start.ts"], {
          env: {
            ...process.env,
            PORT: String(4341 + i),
            HOST: "127.0.0.1",
            PUBLIC_URL: origin,
            DATABASE_URL: database.url,
            SMTP_URL: inbox.url,
            INQUIRY_RATE_LIMIT: "0",
          },
          stdio: ["ignore", "ignore", "inherit"],
        }),
      );
      // One at a time: the first one applies the migrations.
      await waitForHealth(origin);
    }

    const names: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const name = `Customer ${i} ${randomUUID().slice(0, 8)}`;
      names.push(name);
      const response = await fetch(`${origins[i % 2]}/api/inquiries`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name, email: `c${i}@example.co.ke`, product: "Mercury UPS 650VA" }),
      });
      expect(response.status).toBe(201);
    }

    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(20);
    // Both workers keep polling; give them time to send anything twice.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(received).toHaveLength(20);
    const subjects = received.map((mail) => mail.subject ?? "");
    expect(new Set(subjects).size).toBe(20);
    for (const name of names) {
      expect(subjects.filter((subject) => subject.includes(name))).toHaveLength(1);
    }
  } finally {
    for (const server of servers) server.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database.drop();
    await inbox.close();
  }
});

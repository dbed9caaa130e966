// Two server processes on one PostgreSQL database, each with its own outbox
// worker: every inquiry is e-mailed exactly once.

import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { type ServerProcess, startServer } from "../../tools/server-process.ts";
import { startSmtpInbox } from "../../tools/smtp-inbox.ts";
import { postgresOrSkip } from "#tests/fixtures/databases.ts";
import { recipientOf } from "#tests/fixtures/mail-folder.ts";
import { createTestDatabase } from "#tests/fixtures/postgres.ts";

const postgresUrl = postgresOrSkip("Two-process PostgreSQL test");

test.skip(!postgresUrl, "needs TEST_DATABASE_URL");

test("each inquiry is sent exactly once", async () => {
  test.setTimeout(90_000);
  const inbox = await startSmtpInbox();
  const received = inbox.received;
  const database = await createTestDatabase(postgresUrl ?? "", "two_processes");

  const servers: ServerProcess[] = [];
  try {
    // One at a time: the first one applies the migrations.
    for (const port of [4341, 4342]) {
      servers.push(
        await startServer(port, {
          DATABASE_URL: database.url,
          SMTP_URL: inbox.url,
          INQUIRY_RATE_LIMIT: "0",
          INQUIRY_TO: "owner@example.co.ke",
        }),
      );
    }
    const origins = servers.map((server) => server.origin);

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

    // Each inquiry: the business's notification and the customer's acknowledgement.
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(40);
    // Both workers keep polling; give them time to send anything twice.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(received).toHaveLength(40);
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(40);
    const toBusiness = received.filter((mail) => recipientOf(mail) === "owner@example.co.ke");
    const subjects = toBusiness.map((mail) => mail.subject ?? "");
    expect(new Set(subjects).size).toBe(20);
    for (const name of names) {
      expect(subjects.filter((subject) => subject.includes(name))).toHaveLength(1);
    }
    for (let i = 0; i < 20; i += 1) {
      const acks = received.filter((mail) => recipientOf(mail) === `c${i}@example.co.ke`);
      expect(acks).toHaveLength(1);
      expect(acks[0]?.subject).toMatch(/^Your inquiry MW-\d{5} /);
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
    await inbox.close();
  }
});

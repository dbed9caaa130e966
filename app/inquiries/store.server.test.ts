// Integration: the inquiry API against a real SQLite file and a real SMTP
// conversation with an in-process server.

import { seedCatalogue } from "#app/catalogue/seed-catalogue.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ParsedMail } from "mailparser";
import { sql } from "kysely";
import pg from "pg";
import { business } from "#app/business/details.ts";
import { databaseTargets, postgresUrl } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { type SmtpInbox, startSmtpInbox } from "../../tools/smtp-inbox.ts";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type Mailer, createMailer } from "#app/platform/mail.server.ts";
import { inquiryApi } from "./api.server.ts";
import { createInquiryIntake } from "./intake.server.ts";
import { logger } from "#app/platform/logger.server.ts";
import { deliverDue, retryDelayMs } from "#app/platform/outbox.server.ts";

const ORIGIN = "https://shop.example.co.ke";
const INBOX = "owner@example.co.ke";

let inbox: SmtpInbox;
let received: ParsedMail[] = [];
let smtpUrl = "";

beforeAll(async () => {
  inbox = await startSmtpInbox();
  smtpUrl = inbox.url;
});

afterAll(() => inbox.close());

function recipientOf(mail: ParsedMail): string {
  return mail.to && "text" in mail.to ? mail.to.text : "";
}

/** The messages that arrived for one address. */
function sentTo(address: string): ParsedMail[] {
  return received.filter((mail) => recipientOf(mail) === address);
}

/** The one message that arrived for an address (fails on none or several). */
function onlyMailTo(address: string): ParsedMail {
  const mails = sentTo(address);
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  if (!mail) throw new Error(`no message arrived for ${address}`);
  return mail;
}

describe.each(databaseTargets("inquiries"))("on $name", (target) => {
  let dir = "";
  const database = useDatabase(target);

  beforeEach(async () => {
    received = inbox.received;
    inbox.refusing = false;
    inbox.received.length = 0;
    dir = mkdtempSync(join(tmpdir(), "inquiries-mail-"));
  });

  afterEach(async () => {
    for (const m of mailers.splice(0)) m.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function intake(rateLimit: { limit: number; windowMs: number } | null = null) {
    return createInquiryIntake({
      db: database.handle.db,
      recipient: INBOX,
      origin: ORIGIN,
      catalogue: seedCatalogue,
      rateLimit,
    });
  }

  function api(rateLimit: { limit: number; windowMs: number } | null = null) {
    return inquiryApi(intake(rateLimit));
  }

  /** A null content type lets fetch set it (multipart bodies carry their boundary). */
  function post(
    app: ReturnType<typeof api>,
    body: BodyInit | null,
    contentType: string | null = "application/json",
  ) {
    return app.request("/", {
      method: "POST",
      body,
      headers: contentType ? { "content-type": contentType } : {},
    });
  }

  function multipart(fields: Record<string, string>): FormData {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    return form;
  }

  const mailers: Mailer[] = [];
  /** A sender over SMTP to the in-process server, closed after the test. */
  const mailer = () => {
    const created = createMailer({
      smtpUrl,
      from: "Shop <shop@example.co.ke>",
      mailDir: join(dir, "mail"),
    });
    mailers.push(created);
    return created.send;
  };

  const full = {
    name: "Wanjiku Mwangi",
    email: "wanjiku@example.co.ke",
    phone: "0712 345 678",
    message: "Do you have 5 units?\nWe need them by Friday.",
    product: "Dell Laptop Core i5",
    page: "/product/dell-laptop-core-i5",
  };

  describe("POST /api/inquiries", () => {
    it("stores an inquiry, delivers an e-mail with every field to the business and acknowledges it to the customer", async () => {
      const response = await post(api(), JSON.stringify(full));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const row = await database.handle.db
        .selectFrom("inquiries")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: full.name,
        email: full.email,
        phone: full.phone,
        product: full.product,
      });

      // The business's notification and the customer's acknowledgement.
      expect(await deliverDue({ db: database.handle.db, send: mailer() })).toBe(2);
      expect(received).toHaveLength(2);
      const mail = onlyMailTo(INBOX);
      expect(mail.subject).toBe(
        `Inquiry about Dell Laptop Core i5 from Wanjiku Mwangi (${row.reference})`,
      );
      expect(row.reference).toMatch(/^MW-\d{5}$/);
      expect(mail.replyTo?.text).toBe(full.email);
      for (const value of [
        full.name,
        full.email,
        full.phone,
        full.product,
        "We need them by Friday.",
        row.reference,
        `${ORIGIN}/auth?next=%2Fstaff%2Finquiries%2F${row.reference}`,
      ]) {
        expect(mail.text).toContain(value);
        expect(mail.html).toContain(value);
      }
      expect(mail.text).toContain(`Reference: ${row.reference}`);
      expect(mail.text).toContain(
        `In the back office: ${ORIGIN}/auth?next=%2Fstaff%2Finquiries%2F${row.reference}`,
      );
      expect(mail.text).toContain(`${ORIGIN}/product/dell-laptop-core-i5`);
      expect(mail.messageId).toBe(`<inquiry-${id}@shop.example.co.ke>`);

      const ack = onlyMailTo(full.email);
      expect(ack.subject).toBe(`Your inquiry ${row.reference} to ${business.shortName}`);
      expect(ack.messageId).toBe(`<ack-${id}@shop.example.co.ke>`);
      expect(ack.text).toContain("Dell Laptop Core i5");
      expect(ack.text).not.toContain("We need them by Friday.");
    });

    it("names 'General Inquiry' without a product, and omits empty optional fields", async () => {
      const response = await post(
        api(),
        JSON.stringify({
          name: "Otieno",
          email: "o@example.com",
          phone: "",
          message: "",
        }),
      );
      expect(response.status).toBe(201);
      const row = await database.handle.db
        .selectFrom("inquiries")
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(row.phone).toBeNull();
      expect(row.message).toBeNull();
      expect(await deliverDue({ db: database.handle.db, send: mailer() })).toBe(2);
      expect(onlyMailTo(INBOX).subject).toBe(`General Inquiry from Otieno (${row.reference})`);
      expect(onlyMailTo("o@example.com").subject).toContain(row.reference);
    });

    it("sends a plain form post on to the inquiry page, keeping method and body (307)", async () => {
      const form = new URLSearchParams({ name: "Achieng", email: "a@example.com" });
      for (const [body, type] of [
        [form.toString(), "application/x-www-form-urlencoded"],
        [multipart({ name: "Achieng", email: "a@example.com" }), null],
      ] as const) {
        const response = await post(api(), body, type);
        expect(response.status).toBe(307);
        expect(response.headers.get("location")).toBe("/inquiry");
      }
      // The page's action stores it (tests/e2e/inquiry-page.spec.ts).
      expect(await database.handle.db.selectFrom("inquiries").selectAll().execute()).toEqual([]);
    });
  });

  describe("the intake shared by the API and the inquiry page", () => {
    it("gives a refused form back with its errors and values, and the limit as the reason", async () => {
      const accept = intake({ limit: 2, windowMs: 60_000 });
      const fields = { name: "Achieng", email: "not-an-email", message: "Hello", extra: "x" };
      expect(await accept(fields, "203.0.113.9")).toEqual({
        kind: "refused",
        status: 400,
        state: {
          values: { name: "Achieng", email: "not-an-email", message: "Hello" },
          errors: { email: "Enter a valid email address" },
        },
      });
      await accept(fields, "203.0.113.9");
      const limited = await accept(fields, "203.0.113.9");
      expect(limited).toMatchObject({
        kind: "refused",
        status: 429,
        state: {
          values: {},
          errors: { form: "Too many inquiries from this connection. Please try again later." },
        },
      });
      expect(limited.kind === "refused" && limited.retryAfter).toBeGreaterThan(0);
      // Another client has its own budget.
      expect(
        await accept({ name: "Baraka", email: "b@example.com" }, "203.0.113.10"),
      ).toMatchObject({
        kind: "accepted",
      });
    });

    it("accepts a good inquiry with the page it came from, and never a page off the site", async () => {
      const accept = intake();
      expect(
        await accept(
          { name: "A", email: "a@example.com", page: "/product/hp-85a-black-toner" },
          "c",
        ),
      ).toMatchObject({ kind: "accepted", page: "/product/hp-85a-black-toner" });
      expect(
        await accept({ name: "A", email: "a@example.com", page: "//evil.example" }, "c"),
      ).toMatchObject({
        kind: "refused",
        status: 400,
      });
    });
  });

  describe("delivery never loses an inquiry", () => {
    it("accepts at once while the mail server refuses, then delivers exactly once", async () => {
      const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
      inbox.refusing = true;
      const response = await post(api(), JSON.stringify(full));
      expect(response.status).toBe(201);
      let clock = new Date();
      const now = () => clock;
      expect(await deliverDue({ db: database.handle.db, send: mailer(), now })).toBe(0);
      const rows = await database.handle.db
        .selectFrom("mail_outbox")
        .selectAll()
        .orderBy("kind")
        .execute();
      expect(rows.map((row) => row.kind)).toEqual(["acknowledgement", "notification"]);
      for (const row of rows) {
        expect(row).toMatchObject({ status: "pending", attempts: 1 });
        expect(row.last_error).toContain("451");
      }
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ attempt: 1, error: expect.stringContaining("451") }),
        "E-mail not sent",
      );

      inbox.refusing = false;
      // Not due again until the backoff has passed.
      expect(await deliverDue({ db: database.handle.db, send: mailer(), now })).toBe(0);
      clock = new Date(clock.getTime() + retryDelayMs(1) + 1);
      expect(await deliverDue({ db: database.handle.db, send: mailer(), now })).toBe(2);
      expect(await deliverDue({ db: database.handle.db, send: mailer(), now })).toBe(0);
      expect(received).toHaveLength(2);
      expect(onlyMailTo(INBOX).subject).toContain(full.product);
      expect(onlyMailTo(full.email).subject).toMatch(/^Your inquiry MW-\d{5} /);
      expect(
        await database.handle.db
          .selectFrom("mail_outbox")
          .select(["kind", "status", "attempts"])
          .orderBy("kind")
          .execute(),
      ).toEqual([
        { kind: "acknowledgement", status: "sent", attempts: 2 },
        { kind: "notification", status: "sent", attempts: 2 },
      ]);
    });

    it("delivers after a restart what was accepted before it", async () => {
      vi.spyOn(logger, "error").mockImplementation(() => undefined);
      inbox.refusing = true;
      await post(api(), JSON.stringify(full));
      await deliverDue({ db: database.handle.db, send: mailer() });
      await database.close(database.handle);

      inbox.refusing = false;
      const restarted = database.open();
      const later = () => new Date(Date.now() + retryDelayMs(1) + 1);
      expect(await deliverDue({ db: restarted.db, send: mailer(), now: later })).toBe(2);
      expect(received).toHaveLength(2);
      expect(onlyMailTo(INBOX).subject).toContain(full.product);
      expect(onlyMailTo(full.email).text).toContain(full.product);
    });

    it("two senders on one database send each inquiry once", async () => {
      for (let i = 0; i < 12; i += 1) {
        await post(api(), JSON.stringify({ ...full, name: `Customer ${i}` }));
      }
      const other = database.open();
      const counts = await Promise.all([
        deliverDue({ db: database.handle.db, send: mailer() }),
        deliverDue({ db: other.db, send: mailer() }),
      ]);
      // Each inquiry: one notification and one acknowledgement, each sent once.
      expect(counts[0] + counts[1]).toBe(24);
      expect(received).toHaveLength(24);
      expect(new Set(received.map((m) => m.messageId)).size).toBe(24);
      expect(new Set(sentTo(INBOX).map((m) => m.subject)).size).toBe(12);
      expect(new Set(sentTo(full.email).map((m) => m.subject)).size).toBe(12);
    });

    it("stops sending when told to (shutdown), leaving the rest for later", async () => {
      for (let i = 0; i < 3; i += 1) await post(api(), JSON.stringify(full));
      const stopped = AbortSignal.abort();
      expect(await deliverDue({ db: database.handle.db, send: mailer(), signal: stopped })).toBe(0);
      expect(received).toHaveLength(0);
      expect(await deliverDue({ db: database.handle.db, send: mailer() })).toBe(6);
      expect(sentTo(INBOX)).toHaveLength(3);
      expect(sentTo(full.email)).toHaveLength(3);
    });

    // PostgreSQL only: SQLite has no server to close connections.
    if (target.name === "PostgreSQL") {
      it("carries on when the database server closes its connections", async () => {
        const warned = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
        // A connection in the pool, for the server to close.
        await sql`select 1`.execute(database.handle.db);
        const admin = new pg.Client({ connectionString: postgresUrl });
        await admin.connect();
        const name = new URL(database.url).pathname.slice(1);
        const { rowCount } = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [name],
        );
        await admin.end();
        expect(rowCount).toBeGreaterThan(0);
        await new Promise((resolve) => setTimeout(resolve, 200));
        // The pool noticed, logged, and opens a new connection.
        expect(warned).toHaveBeenCalledWith(
          expect.anything(),
          "PostgreSQL closed an idle connection",
        );
        expect((await post(api(), JSON.stringify(full))).status).toBe(201);
      });
    }

    it("backs off 5 s, 10 s, 20 s... up to 30 minutes", () => {
      expect([1, 2, 3].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000]);
      expect(retryDelayMs(50)).toBe(30 * 60_000);
    });
  });

  describe("bad input gets a clear 4xx, never a 5xx", () => {
    const cases: [string, BodyInit | null, string | null, number][] = [
      ["empty body", "", "application/json", 400],
      ["malformed JSON", "{name:", "application/json", 400],
      ["JSON null", "null", "application/json", 400],
      ["JSON array", "[]", "application/json", 400],
      ["JSON string", '"hello"', "application/json", 400],
      ["JSON number", "42", "application/json", 400],
      ["empty object", "{}", "application/json", 400],
      ["missing name", JSON.stringify({ email: "a@b.co" }), "application/json", 400],
      ["missing email", JSON.stringify({ name: "A" }), "application/json", 400],
      ["blank name", JSON.stringify({ name: "   ", email: "a@b.co" }), "application/json", 400],
      ["bad email", JSON.stringify({ name: "A", email: "not-an-email" }), "application/json", 400],
      ["name as number", JSON.stringify({ name: 5, email: "a@b.co" }), "application/json", 400],
      [
        "name as object",
        JSON.stringify({ name: { a: 1 }, email: "a@b.co" }),
        "application/json",
        400,
      ],
      ["email as array", JSON.stringify({ name: "A", email: ["a@b.co"] }), "application/json", 400],
      [
        "phone as number",
        JSON.stringify({ name: "A", email: "a@b.co", phone: 712345678 }),
        "application/json",
        400,
      ],
      [
        "phone with letters",
        JSON.stringify({ name: "A", email: "a@b.co", phone: "call me" }),
        "application/json",
        400,
      ],
      [
        "name too long",
        JSON.stringify({ name: "x".repeat(101), email: "a@b.co" }),
        "application/json",
        400,
      ],
      [
        "message too long",
        JSON.stringify({ name: "A", email: "a@b.co", message: "x".repeat(5001) }),
        "application/json",
        400,
      ],
      [
        "product too long",
        JSON.stringify({ name: "A", email: "a@b.co", product: "x".repeat(201) }),
        "application/json",
        400,
      ],
      [
        "NUL in name",
        JSON.stringify({ name: "A\u0000B", email: "a@b.co" }),
        "application/json",
        400,
      ],
      [
        "control character in message",
        JSON.stringify({ name: "A", email: "a@b.co", message: "hi\u0007" }),
        "application/json",
        400,
      ],
      [
        "page that is not a path",
        JSON.stringify({
          name: "A",
          email: "a@b.co",
          page: "https://evil.example",
        }),
        "application/json",
        400,
      ],
      ["text/plain", "name=A&email=a@b.co", "text/plain", 415],
      ["no content type", JSON.stringify(full), "", 415],
      ["XML", "<inquiry/>", "application/xml", 415],
      [
        "33 KB body",
        JSON.stringify({ ...full, message: "x".repeat(33 * 1024) }),
        "application/json",
        413,
      ],
      [
        "1 MB body",
        JSON.stringify({ ...full, message: "x".repeat(1024 * 1024) }),
        "application/json",
        413,
      ],
    ];

    it.each(cases)("%s", async (_label, body, contentType, status) => {
      const response = await post(api(), body, contentType);
      expect(response.status).toBe(status);
      const json = (await response.json()) as { error?: string };
      expect(json.error).toBeTruthy();
    });

    it("names each bad field", async () => {
      const response = await post(api(), JSON.stringify({ name: "", email: "nope", phone: "x" }));
      const json = (await response.json()) as { fields: Record<string, string> };
      expect(Object.keys(json.fields).sort()).toEqual(["email", "name", "phone"]);
      expect(json.fields.name).toBe("Full Name is required");
    });

    it("stores nothing for bad input", async () => {
      await post(api(), JSON.stringify({ name: "A" }));
      expect(await database.handle.db.selectFrom("inquiries").selectAll().execute()).toEqual([]);
    });
  });

  describe("abuse", () => {
    it("refuses header injection in every field that reaches a header", async () => {
      for (const attempt of [
        { name: "Eve\r\nBcc: victim@example.com", email: "eve@example.com" },
        { name: "Eve", email: "eve@example.com\r\nBcc: victim@example.com" },
        {
          name: "Eve",
          email: "eve@example.com",
          product: "Toner\nBcc: victim@example.com",
        },
        { name: "Eve\u2028Bcc: victim@example.com", email: "eve@example.com" },
      ]) {
        expect((await post(api(), JSON.stringify(attempt))).status).toBe(400);
      }
      expect(await database.handle.db.selectFrom("inquiries").selectAll().execute()).toEqual([]);
    });

    it("keeps script as inert text in the e-mail", async () => {
      const evil = '<script>alert("x")</script><img src=x onerror=alert(1)>';
      const response = await post(
        api(),
        JSON.stringify({
          name: "Mallory",
          email: "m@example.com",
          message: evil,
          product: "<b>Toner</b>",
        }),
      );
      expect(response.status).toBe(201);
      expect(await deliverDue({ db: database.handle.db, send: mailer() })).toBe(2);
      const html = String(onlyMailTo(INBOX).html);
      expect(html).not.toContain("<script>");
      expect(html).not.toContain("<img src=x");
      expect(html).toContain("&lt;script&gt;");
      expect(html).toContain("&lt;b&gt;Toner&lt;/b&gt;");
    });

    it("answers a filled-in honeypot as accepted, and stores it held as spam with no e-mail", async () => {
      const response = await post(
        api(),
        JSON.stringify({ ...full, website: "http://spam.example" }),
      );
      expect(response.status).toBe(201);
      const rows = await database.handle.db.selectFrom("inquiries").selectAll().execute();
      expect(rows.map((row) => [row.name, row.status])).toEqual([[full.name, "spam"]]);
      expect(await database.handle.db.selectFrom("mail_outbox").selectAll().execute()).toEqual([]);
    });

    it("limits how many inquiries one client sends, across restarts and processes", async () => {
      const limited = api({ limit: 3, windowMs: 60_000 });
      // Only posts count: other methods send no inquiry.
      for (const method of ["GET", "OPTIONS", "HEAD", "GET"])
        await limited.request("/", { method });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1)
        statuses.push((await post(limited, JSON.stringify(full))).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      // Another instance on the same database: a restart, or a second process.
      const other = api({ limit: 3, windowMs: 60_000 });
      expect((await post(other, JSON.stringify(full))).status).toBe(429);
      expect(await database.handle.db.selectFrom("inquiries").selectAll().execute()).toHaveLength(
        3,
      );
    });

    it("lets a client send again once its window has passed", async () => {
      const limited = api({ limit: 1, windowMs: 300 });
      expect((await post(limited, JSON.stringify(full))).status).toBe(201);
      expect((await post(limited, JSON.stringify(full))).status).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect((await post(limited, JSON.stringify(full))).status).toBe(201);
    });
  });
});

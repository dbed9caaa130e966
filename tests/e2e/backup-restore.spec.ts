// The restore drill of docs/backup-and-restore.md, as an operator runs it:
// `npm run backup` while customers send inquiries, then `npm run restore`
// into a new data folder, and a server on it. Every inquiry acknowledged
// before the backup began is there, the database is sound, and the account
// and its session still work (the auth secret came along).

import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { listBackups } from "#app/ops/backups.server.ts";
import { type ServerProcess, root, startServer } from "../../tools/server-process.ts";
import { type SmtpInbox, startSmtpInbox } from "../../tools/smtp-inbox.ts";
import { freshAddress, VERIFY_LINK } from "./accounts.ts";

const PORTS = [4500, 4501] as const;
const CLIENTS = 4;
const PASSWORD = "drill-pass-12";

/** An npm script run as a person runs it; its exit status and everything it printed. */
function npmRun(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (status) => resolve({ status, output }));
  });
}

function postJson(origin: string, path: string, body: unknown, cookie = "") {
  return fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, cookie },
    body: JSON.stringify(body),
  });
}

/** The `name=value` pairs a response sets, as a Cookie header sends them back. */
const cookieHeader = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

async function sessionEmail(origin: string, cookie: string): Promise<string | undefined> {
  const response = await fetch(`${origin}/api/auth/get-session`, { headers: { cookie } });
  const body = (await response.json()) as { user?: { email?: string } } | null;
  return body?.user?.email;
}

/** A verified account, made as a visitor makes one, and a session cookie for it. */
async function signUpAndLogIn(origin: string, inbox: SmtpInbox, email: string) {
  expect(
    (await postJson(origin, "/api/account/signup", { email, password: PASSWORD })).status,
  ).toBe(200);
  const link = () =>
    inbox.received
      .filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === email)
      .map((mail) => VERIFY_LINK.exec(mail.text ?? "")?.[0])
      .find(Boolean);
  await expect.poll(link, { timeout: 15_000 }).toBeTruthy();
  expect((await fetch(link() ?? "")).ok).toBe(true);
  const login = await postJson(origin, "/api/account/login", { email, password: PASSWORD });
  expect(login.status).toBe(200);
  return cookieHeader(login);
}

test("a backup taken under inquiry load restores into a new data folder", async () => {
  // Two server starts and two npm commands, on a machine that may be busy.
  test.setTimeout(180_000);
  const inbox = await startSmtpInbox();
  const folder = await mkdtemp(join(tmpdir(), "storefront-drill-"));
  const live = `file:${join(folder, "live", "store.db")}`;
  const restored = join(folder, "restored", "store.db");
  const backups = join(folder, "backups");
  const servers: ServerProcess[] = [];
  const settings = { SMTP_URL: inbox.url, INQUIRY_RATE_LIMIT: "0", AUTH_RATE_LIMIT: "0" };
  try {
    // A site on a fresh data folder, with its own local auth secret there,
    // taking its daily backups.
    const daily = join(folder, "daily");
    const site = await startServer(PORTS[0], {
      ...settings,
      DATABASE_URL: live,
      BACKUP_DIR: daily,
    });
    servers.push(site);
    await expect.poll(() => listBackups(daily).length).toBe(1);
    const email = freshAddress("wanjiru");
    const cookie = await signUpAndLogIn(site.origin, inbox, email);
    expect(await sessionEmail(site.origin, cookie)).toBe(email);

    // Customers keep sending inquiries; each id is kept with when its 201 arrived.
    const acknowledged: { id: string; at: number }[] = [];
    let sending = true;
    const customer = async (n: number) => {
      for (let i = 0; sending; i += 1) {
        const response = await postJson(site.origin, "/api/inquiries", {
          name: `Drill customer ${n}-${i}`,
          email: `drill${n}@example.co.ke`,
          message: "Please quote 10 reams of A4 paper.",
        });
        expect(response.status).toBe(201);
        const { id } = (await response.json()) as { id: string };
        acknowledged.push({ id, at: Date.now() });
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, n) => customer(n)));
    await expect.poll(() => acknowledged.length).toBeGreaterThanOrEqual(20);

    const backupBegan = Date.now();
    const backup = await npmRun("backup", ["--dir", backups], { DATABASE_URL: live });
    const backupEnded = Date.now();
    sending = false;
    await load;
    console.info(`npm run backup:\n${backup.output}`);
    expect(backup.status).toBe(0);
    const before = acknowledged.filter(({ at }) => at < backupBegan).map(({ id }) => id);
    const during = acknowledged.filter(({ at }) => at >= backupBegan && at <= backupEnded);
    console.info(
      `${acknowledged.length} inquiries acknowledged: ${before.length} before the backup began, ${during.length} while it ran`,
    );
    expect(during.length).toBeGreaterThan(0);
    await site.stop();

    const [newest] = listBackups(backups);
    expect(newest).toBeDefined();
    const file = join(backups, newest?.name ?? "");
    const restore = await npmRun("restore", [file], { DATABASE_URL: `file:${restored}` });
    console.info(`npm run restore:\n${restore.output}`);
    expect(restore.status).toBe(0);
    expect(restore.output).toContain(
      `Auth secret: restored to ${join(folder, "restored", "auth-secret")}.`,
    );

    const db = new DatabaseSync(restored, { readOnly: true });
    try {
      expect(db.prepare("PRAGMA integrity_check").get()?.integrity_check).toBe("ok");
      const ids = new Set(
        db
          .prepare("SELECT id FROM inquiries")
          .all()
          .map((row) => String(row.id)),
      );
      expect(before.filter((id) => !ids.has(id))).toEqual([]);
    } finally {
      db.close();
    }

    const back = await startServer(PORTS[1], { ...settings, DATABASE_URL: `file:${restored}` });
    servers.push(back);
    // The session from before the backup: signed with the secret that came along.
    expect(await sessionEmail(back.origin, cookie)).toBe(email);
    const login = await postJson(back.origin, "/api/account/login", { email, password: PASSWORD });
    expect(login.status).toBe(200);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await inbox.close();
    await rm(folder, { recursive: true, force: true });
  }
});

// A private Dovecot (Debian's dovecot-imapd) for the tests and the bench that
// read a mailbox over IMAP: started on 127.0.0.1 and a spare port with a config of
// its own in a temporary folder (plain-text login, one user in a
// passwd-file, maildir), never the system's service, run in the foreground
// as the test's child and stopped by its PID.
// Mail is delivered by IMAP APPEND, as a mail server files it.

import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, connect } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { ImapFlow } from "imapflow";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";

export const DOVECOT = "/usr/sbin/dovecot";

export interface Dovecot {
  /** imap://user:password@127.0.0.1:port, as IMAP_URL takes it. */
  readonly url: string;
  readonly user: string;
  /** Files a message in the mailbox (INBOX unless named). */
  deliver(message: string | Buffer, mailbox?: string): Promise<void>;
  /** A connected session of the mailbox's user (the bench files many messages through one). */
  connect(): Promise<ImapFlow>;
  /** Each message of the mailbox: its UID and flags. */
  messages(mailbox?: string): Promise<{ uid: number; flags: string[]; subject: string }[]>;
  /** Stops and starts it again, its mail kept: every connection to it drops. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

async function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function listening(port: number, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`Dovecot did not listen on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The ids its processes run as: root may not run them (Dovecot refuses), so root lends its own users. */
function accounts() {
  const me = userInfo();
  if (me.uid !== 0)
    return { internal: me.username, login: me.username, mailUid: me.uid, mailGid: me.gid };
  const id = (flag: string, name: string) =>
    Number(spawnSync("id", [flag, name], { encoding: "utf8" }).stdout.trim());
  return {
    internal: "dovecot",
    login: "dovenull",
    mailUid: id("-u", "nobody"),
    mailGid: id("-g", "nobody"),
  };
}

export async function startDovecot(): Promise<Dovecot> {
  const folder = mkdtempSync(join(tmpdir(), "dovecot-"));
  const port = await sparePort();
  const user = "shop@example.test";
  const password = "mailbox-secret";
  const ids = accounts();
  const mail = join(folder, "mail");
  mkdirSync(mail);
  mkdirSync(join(folder, "run"));
  // The mail processes run as mailUid: they must reach and write the maildir.
  chmodSync(folder, 0o755);
  chownSync(mail, ids.mailUid, ids.mailGid);
  writeFileSync(join(folder, "users"), `${user}:{PLAIN}${password}\n`);
  writeFileSync(
    join(folder, "dovecot.conf"),
    `base_dir = ${folder}/run
state_dir = ${folder}/state
log_path = ${folder}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
# A refused login answers at once (the tests try one on purpose).
auth_failure_delay = 0
default_internal_user = ${ids.internal}
default_internal_group = ${ids.internal === "dovecot" ? "dovecot" : userInfo().username}
default_login_user = ${ids.login}
first_valid_uid = 1
mail_location = maildir:${mail}/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${folder}/users
}
userdb {
  driver = static
  args = uid=${ids.mailUid} gid=${ids.mailGid} home=${mail}/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service stats {
  chroot =
}
`,
  );
  // In the foreground and a process group of its own: the child is the
  // master, and its PID stops it with every process it started (the IMAP
  // sessions outlive a master stopped alone).
  async function run(): Promise<ChildProcess> {
    const child = spawn(DOVECOT, ["-F", "-c", join(folder, "dovecot.conf")], {
      stdio: ["ignore", "ignore", "pipe"],
      detached: true,
    });
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const exited = new Promise<never>((_, reject) =>
      child.once("exit", (code) => reject(new Error(`Dovecot exited (${code}): ${errors}`))),
    );
    exited.catch(() => undefined);
    await Promise.race([listening(port), exited]);
    return child;
  }
  async function halt(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = once(child, "exit");
    process.kill(-(child.pid ?? 0), "SIGTERM");
    await gone;
  }
  let master = await run();
  const url = `imap://${encodeURIComponent(user)}:${password}@127.0.0.1:${port}`;

  async function connectClient(): Promise<ImapFlow> {
    const client = new ImapFlow({
      host: "127.0.0.1",
      port,
      secure: false,
      auth: { user, pass: password },
      logger: false,
    });
    client.on("error", () => undefined);
    await client.connect();
    return client;
  }

  async function session<T>(work: (client: ImapFlow) => Promise<T>): Promise<T> {
    const client = await connectClient();
    try {
      return await work(client);
    } finally {
      await client.logout();
    }
  }

  return {
    url,
    user,
    connect: connectClient,
    async deliver(message, mailbox = "INBOX") {
      await session(async (client) => {
        if (mailbox !== "INBOX") await client.mailboxCreate(mailbox).catch(() => undefined);
        await client.append(mailbox, message);
      });
    },
    messages: (mailbox = "INBOX") =>
      session(async (client) => {
        const lock = await client.getMailboxLock(mailbox);
        try {
          const list = await client.fetchAll("1:*", { uid: true, flags: true, envelope: true });
          return list.map((message) => ({
            uid: message.uid,
            // \Recent says only which session saw it first.
            flags: [...(message.flags ?? [])].filter((flag) => flag !== "\\Recent").sort(),
            subject: message.envelope?.subject ?? "",
          }));
        } catch {
          // An empty mailbox has no 1:*.
          return [];
        } finally {
          lock.release();
        }
      }),
    async restart() {
      await halt(master);
      master = await run();
    },
    async stop() {
      await halt(master);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A message as a customer's mail program writes it (headers, text, attachments), as bytes. */
export async function composeMail(message: Mail.Options): Promise<Buffer> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const { message: bytes } = (await composer.sendMail(message)) as { message: Buffer };
  return bytes;
}

// The business mailbox's reader (IMAP_URL): one connection that waits for
// new mail (IDLE where the server offers it; imapflow polls with NOOP
// otherwise, and a pass runs every few minutes whatever it hears), and on
// each pass imports every message not yet flagged. An imported message is
// flagged \Seen and $Storefront; one that is not ours gets $StorefrontSkipped
// and stays unread for a person. The flags only save work: what was
// imported is the database's to say (import.server.ts). A lost connection,
// a refused login or a database error is logged and retried with backoff;
// it never stops the server.

import { ImapFlow } from "imapflow";
import { logger } from "#app/platform/logger.server.ts";
import { type ImportResult, type MailInOptions, importMessage } from "./import.server.ts";

/** On a message imported into the back office (with \Seen). */
export const IMPORTED_KEYWORD = "$Storefront";
/** On a message left for a person: it answers none of ours. */
export const SKIPPED_KEYWORD = "$StorefrontSkipped";

/** Mail older than this is not looked at: a pass reads days, not the mailbox's years. */
const LOOKBACK_MS = 30 * 24 * 3_600_000;
/** A message larger than this is left for a person: it is not downloaded. */
const MAX_MESSAGE_BYTES = 40 * 1024 * 1024;

export interface MailReaderOptions extends MailInOptions {
  /** imap://user:pass@host:port/Mailbox or imaps://… (INBOX when the path is empty). */
  readonly url: string;
  /** E-mails were queued (an opened inquiry's acknowledgement): send them now. */
  readonly onQueued?: () => void;
  /** A pass this often even when the server says nothing. */
  readonly pollMs?: number;
  /** The first retry's wait after a failure; doubled each time, up to maxRetryMs. */
  readonly retryMs?: number;
  readonly maxRetryMs?: number;
}

/** How reading the mailbox goes, for /healthz. */
export interface MailboxState {
  /** When the last pass ended; null before the first. */
  readonly readAt: string | null;
  /** Since when every attempt has failed; null while reading works. */
  readonly failingSince: string | null;
  /** The last failure, in a few words; null while reading works. */
  readonly error: string | null;
}

export interface MailReader {
  /** Connects and reads in the background until stopped. */
  start(): void;
  state(): MailboxState;
  /** Closes the connection after the message in hand. */
  stop(): Promise<void>;
}

export type PassCounts = Record<ImportResult["kind"], number>;

/** The mailbox IMAP_URL names: its path, or INBOX. */
export function mailboxOf(url: string): string {
  const path = decodeURIComponent(new URL(url).pathname.replace(/^\/+/, ""));
  return path || "INBOX";
}

function clientFor(url: string): ImapFlow {
  const parsed = new URL(url);
  const secure = parsed.protocol === "imaps:";
  return new ImapFlow({
    host: parsed.hostname.replace(/^\[|\]$/g, ""),
    port: parsed.port ? Number(parsed.port) : secure ? 993 : 143,
    secure,
    auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) },
    logger: false,
    // IDLE (or, without it, the polling) starts a second after a pass, not
    // imapflow's 15: until then new mail is not heard of.
    autoIdleDelay: 1_000,
    // IDLE is restarted this often, so a dead connection behind NAT is noticed.
    maxIdleTime: 5 * 60_000,
  });
}

/** One pass: every message of the mailbox not yet flagged, imported and flagged. */
async function readNew(
  client: ImapFlow,
  options: MailReaderOptions,
  signal?: AbortSignal,
): Promise<PassCounts> {
  const counts: PassCounts = { added: 0, opened: 0, known: 0, "not-ours": 0 };
  const mailbox = mailboxOf(options.url);
  const now = options.now ?? (() => new Date());
  const lock = await client.getMailboxLock(mailbox);
  try {
    const opened = client.mailbox;
    if (!opened) return counts;
    const uids =
      (await client.search(
        {
          since: new Date(now().getTime() - LOOKBACK_MS),
          unKeyword: IMPORTED_KEYWORD,
          not: { keyword: SKIPPED_KEYWORD },
        },
        { uid: true },
      )) || [];
    // Sizes first: a message too large is never downloaded.
    const found =
      uids.length > 0
        ? await client.fetchAll(uids, { size: true, internalDate: true }, { uid: true })
        : [];
    const wanted = new Set(uids);
    for (const { uid, size, internalDate } of found) {
      if (signal?.aborted) break;
      // Another reader's flags arrive as FETCH responses too, some without
      // a UID: only the messages searched for are this pass's.
      if (typeof uid !== "number" || !wanted.has(uid)) continue;
      const place = {
        mailbox,
        uidValidity: opened.uidValidity,
        uid,
        receivedAt: internalDate ? new Date(internalDate) : undefined,
      };
      const fetched =
        (size ?? 0) <= MAX_MESSAGE_BYTES &&
        (await client.fetchOne(String(uid), { source: true }, { uid: true }));
      const source = fetched ? fetched.source : undefined;
      const result: ImportResult = source
        ? await importMessage(source, place, options)
        : { kind: "not-ours", reason: "too large to import, or gone" };
      counts[result.kind] += 1;
      if (result.kind === "not-ours") {
        logger.debug({ uid, reason: result.reason }, "Mailbox: a message left for a person");
        await client.messageFlagsAdd(String(uid), [SKIPPED_KEYWORD], { uid: true });
      } else {
        await client.messageFlagsAdd(String(uid), ["\\Seen", IMPORTED_KEYWORD], { uid: true });
      }
      if (result.kind === "added" || result.kind === "opened") {
        logger.info(
          { uid, reference: result.reference, kind: result.kind },
          result.kind === "added"
            ? `Mailbox: the customer's e-mail added to ${result.reference}`
            : `Mailbox: an e-mail opened inquiry ${result.reference}`,
        );
      }
    }
  } finally {
    lock.release();
  }
  if (counts.opened > 0) options.onQueued?.();
  return counts;
}

/** Connects, reads the new mail once, and logs out: a single pass, as a test makes one. */
export async function readMailboxOnce(options: MailReaderOptions): Promise<PassCounts> {
  const client = clientFor(options.url);
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await readNew(client, options);
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/** Waits `ms`, or less when `signal` aborts or `early` settles; leaves no timer or listener behind. */
async function sleep(ms: number, signal: AbortSignal, early?: Promise<void>): Promise<void> {
  if (signal.aborted) return;
  let timer: NodeJS.Timeout | undefined;
  let onAbort: () => void = () => undefined;
  try {
    await Promise.race([
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms);
        onAbort = () => resolve();
        signal.addEventListener("abort", onAbort, { once: true });
      }),
      ...(early ? [early] : []),
    ]);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener("abort", onAbort);
  }
}

/** Why the login or connection failed, in a few words for the log. */
function describeFailure(error: unknown): string {
  const failure = error as { authenticationFailed?: boolean; code?: string; message?: string };
  if (failure.authenticationFailed)
    return "the mail server refused the login: check the user and password in IMAP_URL";
  return failure.code ?? failure.message ?? String(error);
}

export function createMailReader(options: MailReaderOptions): MailReader {
  const { pollMs = 5 * 60_000, retryMs = 1_000, maxRetryMs = 5 * 60_000 } = options;
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  let current: ImapFlow | null = null;
  let state: MailboxState = { readAt: null, failingSince: null, error: null };
  const clock = options.now ?? (() => new Date());

  /** One connection's life: passes until it closes or the reader stops. */
  async function connection(client: ImapFlow): Promise<void> {
    // New-mail notices are counted, not only awaited: one that comes during
    // a pass may be for mail its search was too early to see, and must
    // bring another pass at once, not wait for the timed one.
    let notices = 0;
    let wake: () => void = () => undefined;
    client.on("exists", () => {
      notices += 1;
      wake();
    });
    const closed = new Promise<void>((resolve) => client.once("close", resolve));
    await client.connect();
    logger.info(
      { mailbox: mailboxOf(options.url) },
      "Mailbox: connected, reading customers' e-mail",
    );
    while (!stopping.signal.aborted && client.usable) {
      const heardBefore = notices;
      await readNew(client, options, stopping.signal);
      state = { readAt: clock().toISOString(), failingSince: null, error: null };
      if (notices !== heardBefore) continue;
      const woken = new Promise<void>((resolve) => {
        wake = resolve;
      });
      await sleep(pollMs, stopping.signal, Promise.race([woken, closed]));
    }
  }

  async function run(): Promise<void> {
    for (let failures = 0; !stopping.signal.aborted;) {
      const client = clientFor(options.url);
      current = client;
      // An 'error' event unheard would end the process.
      client.on("error", (error: unknown) => {
        logger.warn({ err: error }, "Mailbox: connection error");
      });
      const startedAt = Date.now();
      try {
        await connection(client);
      } catch (error) {
        logger.error(
          { err: error },
          `Mailbox: reading failed (${describeFailure(error)}); trying again`,
        );
        state = {
          ...state,
          failingSince: state.failingSince ?? clock().toISOString(),
          error: describeFailure(error),
        };
      } finally {
        current = null;
        if (client.usable) await client.logout().catch(() => client.close());
        else client.close();
      }
      if (stopping.signal.aborted) return;
      // A connection that lasted a while was healthy: start the backoff over.
      failures = Date.now() - startedAt > 60_000 ? 1 : failures + 1;
      const waitMs = Math.min(retryMs * 2 ** (failures - 1), maxRetryMs);
      logger.warn(
        { waitMs },
        `Mailbox: connection closed; reconnecting in ${waitMs < 1_000 ? `${waitMs} ms` : `${Math.round(waitMs / 1000)} s`}`,
      );
      await sleep(waitMs, stopping.signal);
    }
  }

  return {
    start() {
      running ??= run();
    },
    state: () => state,
    async stop() {
      // Ends the wait between passes; a pass in hand finishes its message
      // and logs out. One that hangs (a dead server) is cut: what it
      // imported but did not flag is known to the database.
      stopping.abort();
      const done = running ?? Promise.resolve();
      const late = await Promise.race([
        done.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 3_000).unref()),
      ]);
      if (late) current?.close();
      await done;
    },
  };
}

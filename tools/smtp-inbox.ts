// A real SMTP server in the calling process, for the tests and the bench:
// messages are kept (parsed, and as .eml files when asked), or refused with
// a temporary failure while `refusing` is set.

import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SmtpInbox {
  readonly url: string;
  /** The messages taken, parsed (empty when started with `parse: false`). */
  readonly received: ParsedMail[];
  /** How many messages were taken. */
  readonly count: number;
  /** The most connections that were open at once. */
  readonly mostConnections: number;
  /** While true, every message is refused with 451 (try again later). */
  refusing: boolean;
  /** Recipients refused for good (550), as a mailbox that does not exist is. */
  readonly unknownRecipients: Set<string>;
  close(): Promise<void>;
}

export interface SmtpInboxOptions {
  /** Default: any free port. */
  port?: number;
  /** Also write each message to this folder as an .eml file. */
  saveTo?: string;
  /** Default true. The bench turns it off: parsing would compete with the server for CPU. */
  parse?: boolean;
}

export async function startSmtpInbox(options: SmtpInboxOptions = {}): Promise<SmtpInbox> {
  const { port = 0, saveTo, parse = true } = options;
  const inbox = {
    received: [] as ParsedMail[],
    count: 0,
    mostConnections: 0,
    refusing: false,
    unknownRecipients: new Set<string>(),
  };
  const keep = async (raw: Buffer) => {
    inbox.count += 1;
    if (saveTo) await writeFile(join(saveTo, `${Date.now()}-${inbox.count}.eml`), raw);
    if (parse) inbox.received.push(await simpleParser(raw));
  };
  let open = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onConnect(_session, callback) {
      open += 1;
      inbox.mostConnections = Math.max(inbox.mostConnections, open);
      callback();
    },
    onClose() {
      open -= 1;
    },
    onRcptTo(address, _session, callback) {
      if (!inbox.unknownRecipients.has(address.address)) return callback();
      callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (inbox.refusing) {
          callback(Object.assign(new Error("Mailbox busy, try later"), { responseCode: 451 }));
          return;
        }
        keep(Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const address = server.server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  return Object.assign(inbox, {
    url: `smtp://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

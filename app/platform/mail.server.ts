// Sending e-mail: SMTP when SMTP_URL is set; otherwise each message is
// written to ./data/mail/ as an .eml file and its subject and links are
// logged, so a person running the site locally can still read it.

import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { ENV_DEFAULTS } from "./env.server.ts";
import { logger } from "./logger.server.ts";

/** A file an e-mail carries (a quote's PDF). */
export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

export interface OutgoingEmail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly replyTo?: string | null;
  /** A stable Message-ID: a repeated send is recognisable as the same message. */
  readonly messageId?: string;
  /** The message this one answers: mail programs thread them together. */
  readonly inReplyTo?: string | null;
  readonly attachments?: readonly MailAttachment[];
}

/**
 * A failure is `permanent` when the mail server answered and refused this
 * message for good (5xx to its recipient or its content): the server itself
 * is up. Anything else (no connection, a timeout, a 4xx) is the server's.
 */
export type SendResult = { ok: true } | { ok: false; error: string; permanent: boolean };

/** nodemailer's codes for a refusal of the message's envelope or content. */
const MESSAGE_REFUSED = new Set(["EENVELOPE", "EMESSAGE"]);

function isPermanent(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (
    typeof code === "string" &&
    MESSAGE_REFUSED.has(code) &&
    typeof responseCode === "number" &&
    responseCode >= 500
  );
}

export type SendEmail = (email: OutgoingEmail) => Promise<SendResult>;

export interface Mailer {
  readonly send: SendEmail;
  /** Closes pooled SMTP connections. */
  close(): void;
}

/**
 * A mail server that takes the connection and then says nothing must not
 * hold the outbox: give up soon and try again later (platform/outbox.server.ts). The
 * greeting may be held back a few seconds on purpose by busy servers.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

/** An e-mail written to the mail folder (no SMTP_URL): its file and the links it carries. */
export interface WrittenMail {
  readonly file: string;
  readonly links: readonly string[];
}

export function createMailer({
  smtpUrl,
  from,
  mailDir,
  onWritten,
  connections = ENV_DEFAULTS.SMTP_CONNECTIONS,
}: {
  smtpUrl: string | undefined;
  from: string;
  mailDir: string;
  /** Told of each e-mail written to the folder (a command says so to whoever ran it). */
  onWritten?: (mail: WrittenMail) => void;
  /** SMTP connections kept open (SMTP_CONNECTIONS): the outbox sends as many e-mails at once. */
  connections?: number;
}): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        // Keep connections open between messages: the outbox sends in bursts.
        pool: true,
        maxConnections: connections,
        ...SMTP_TIMEOUTS,
      })
    : nodemailer.createTransport({
        streamTransport: true,
        buffer: true,
        newline: "unix",
      });

  const send: SendEmail = async (email) => {
    try {
      const info = await transport.sendMail({
        from,
        to: email.to,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
        inReplyTo: email.inReplyTo ?? undefined,
        references: email.inReplyTo ?? undefined,
        attachments: email.attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content),
        })),
      });
      if (!smtpUrl) {
        await mkdir(mailDir, { recursive: true });
        const file = join(
          mailDir,
          `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`,
        );
        await writeFile(file, (info as unknown as { message: Buffer }).message);
        // Local use: the links let a person verify an account.
        const links = email.text.match(/https?:\/\/\S+/g) ?? [];
        logger.info({ file, subject: email.subject, links }, "Mail written to a file");
        onWritten?.({ file, links });
      }
      return { ok: true };
    } catch (error) {
      return {
        ok: false,
        error: error instanceof Error ? error.message : String(error),
        permanent: isPermanent(error),
      };
    }
  };
  return { send, close: () => transport.close() };
}

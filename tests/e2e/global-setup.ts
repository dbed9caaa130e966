// A real SMTP server for the e2e run, in Playwright's own process: the server
// under test sends its mail here (SMTP_URL in playwright.config.ts), and each
// message is kept as an .eml file that the tests read (tests/fixtures/mail-folder.ts).

import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FullConfig } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { E2E_INBOX } from "../fixtures/mail-folder.ts";

export default async function globalSetup(config: FullConfig) {
  const smtpUrl = new URL(config.webServer?.env?.SMTP_URL ?? "");
  await rm(E2E_INBOX, { recursive: true, force: true });
  await mkdir(E2E_INBOX, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        count += 1;
        writeFile(join(E2E_INBOX, `${Date.now()}-${count}.eml`), Buffer.concat(chunks)).then(
          () => callback(),
          callback,
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(Number(smtpUrl.port), smtpUrl.hostname, resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

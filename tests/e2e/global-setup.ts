// A real SMTP server for the e2e run, in Playwright's own process: the server
// under test sends its mail here (SMTP_URL in playwright.config.ts), and each
// message is kept as an .eml file that the tests read (tests/fixtures/mail-folder.ts).

import { mkdir, rm } from "node:fs/promises";
import type { FullConfig } from "@playwright/test";
import { startSmtpInbox } from "../../tools/smtp-inbox.ts";
import { E2E_INBOX } from "#tests/fixtures/mail-folder.ts";

export default async function globalSetup(config: FullConfig) {
  const smtpUrl = new URL(config.webServer?.env?.SMTP_URL ?? "");
  await rm(E2E_INBOX, { recursive: true, force: true });
  await mkdir(E2E_INBOX, { recursive: true });
  // The tests read the folder, from their own processes: nothing to parse here.
  const inbox = await startSmtpInbox({
    port: Number(smtpUrl.port),
    saveTo: E2E_INBOX,
    parse: false,
  });
  return () => inbox.close();
}

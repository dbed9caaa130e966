import type { WrittenMail } from "#app/platform/mail.server.ts";
import { openAccounts } from "#app/services.server.ts";
import { serverSettings } from "../cli.ts";

/**
 * The server's accounts (database, mailer, better-auth), for one command;
 * closed after. `onMailWritten` hears of each e-mail written to the mail
 * folder instead of sent (no SMTP_URL).
 */
export async function withAccounts<T>(
  work: (accounts: Awaited<ReturnType<typeof openAccounts>>) => Promise<T>,
  onMailWritten?: (mail: WrittenMail) => void,
): Promise<T> {
  const { env, dataDir } = serverSettings();
  const accounts = await openAccounts(env, dataDir, onMailWritten);
  try {
    return await work(accounts);
  } finally {
    accounts.mailer.close();
    await accounts.database.close();
  }
}

import { openAccounts } from "#app/services.server.ts";
import { serverSettings } from "../cli.ts";

/** The server's accounts (database, mailer, better-auth), for one command; closed after. */
export async function withAccounts<T>(
  work: (accounts: Awaited<ReturnType<typeof openAccounts>>) => Promise<T>,
): Promise<T> {
  const { env, dataDir } = serverSettings();
  const accounts = await openAccounts(env, dataDir);
  try {
    return await work(accounts);
  } finally {
    accounts.mailer.close();
    await accounts.database.close();
  }
}

// POST /api/inquiries under load: 50 concurrent clients on SQLite, the rate
// limit lifted, the outbox worker sending to an in-process SMTP server.

import { rmSync } from "node:fs";
import { join } from "node:path";
import { root, settled, startServer } from "../../tools/server-process.ts";
import { startSmtpInbox } from "../../tools/smtp-inbox.ts";
import { percentile, printTable } from "./table.ts";

const CLIENTS = 50;
const DURATION_MS = Number(process.env.BENCH_INQUIRY_SECONDS ?? 10) * 1000;

export interface InquiryLoad {
  latencies: number[];
  accepted: number;
  failed: number;
}

/** CLIENTS clients posting inquiries, one after another each, while `going()`. */
export async function postInquiries(origin: string, going: () => boolean): Promise<InquiryLoad> {
  const load: InquiryLoad = { latencies: [], accepted: 0, failed: 0 };
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; going(); i += 1) {
        const t0 = performance.now();
        const response = await fetch(`${origin}/api/inquiries`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            name: `Bench client ${client}`,
            email: `client${client}@example.co.ke`,
            phone: "0712 345 678",
            message: `Request ${i}: please quote for five units.`,
            product: "Mercury UPS 650VA",
            page: "/product/mercury-ups-650va",
          }),
        });
        await response.arrayBuffer();
        load.latencies.push(performance.now() - t0);
        if (response.status === 201) load.accepted += 1;
        else load.failed += 1;
      }
    }),
  );
  return load;
}

export async function benchInquiries(port: number): Promise<void> {
  const smtp = await startSmtpInbox({ parse: false });
  const dbFile = join(root, "data/bench-inquiries.db");
  for (const suffix of ["", "-wal", "-shm"]) rmSync(dbFile + suffix, { force: true });
  const server = await startServer(port, {
    DATABASE_URL: `file:${dbFile}`,
    SMTP_URL: smtp.url,
    INQUIRY_RATE_LIMIT: "0",
  });
  await settled(join(root, "data/page-cache"));

  const started = performance.now();
  const deadline = started + DURATION_MS;
  try {
    const { latencies, accepted, failed } = await postInquiries(
      server.origin,
      () => performance.now() < deadline,
    );
    const elapsed = (performance.now() - started) / 1000;
    // Let the outbox catch up, to report what was delivered.
    for (let i = 0; i < 60 && smtp.count < accepted; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    latencies.sort((a, b) => a - b);
    console.info(
      `\nPOST /api/inquiries, ${CLIENTS} concurrent clients for ${elapsed.toFixed(1)} s, SQLite, outbox sending over SMTP\n`,
    );
    printTable(
      ["accepted/s", "p50", "p99", "accepted", "refused", "e-mailed after"],
      [
        [
          (accepted / elapsed).toFixed(0),
          `${percentile(latencies, 50).toFixed(1)} ms`,
          `${percentile(latencies, 99).toFixed(1)} ms`,
          String(accepted),
          String(failed),
          `${smtp.count} of ${accepted}`,
        ],
      ],
    );
  } finally {
    // The server first: its outbox may still be talking to the inbox.
    await server.stop();
    await smtp.close();
  }
}

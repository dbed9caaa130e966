// Quotes: the PDF of a 30-line quote, made in this process as sending makes
// it, and the customer's quote page (/quotes/<link>) served by the
// production server from a fresh SQLite database, one request at a time.

import { rmSync } from "node:fs";
import { join } from "node:path";
import { productRecords } from "#app/catalogue/products.ts";
import { openDatabase } from "#app/platform/db.server.ts";
import { quotePdf } from "#app/quotes/pdf.server.ts";
import { quoteLink, sendQuote } from "#app/quotes/send.server.ts";
import { type Quote, createQuote, saveDraft } from "#app/quotes/store.server.ts";
import { root, settled, startServer } from "../../tools/server-process.ts";
import { startSmtpInbox } from "../../tools/smtp-inbox.ts";
import { percentile, printTable, timeRuns } from "./table.ts";

const LINES = 30;
const PDF_RUNS = 50;
const PAGE_REQUESTS = 300;
const WARM_UP = 10;
const STAFF = { id: "bench-staff", name: "Grace Owner" };

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** An inquiry through the site's API, then a 30-line quote of it, sent as staff send it. */
async function sentQuote(
  dbFile: string,
  origin: string,
): Promise<{ quote: Quote; reference: string }> {
  const response = await fetch(`${origin}/api/inquiries`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Wanjiku Otieno",
      email: "wanjiku@example.co.ke",
      phone: "0722 123 456",
      message: "Please quote for our new office in Westlands: laptops, printers and supplies.",
    }),
  });
  if (response.status !== 201) throw new Error(`POST /api/inquiries: ${response.status}`);
  const { id, reference } = (await response.json()) as { id: string; reference: string };

  const handle = openDatabase(`file:${dbFile}`);
  try {
    const draft = await createQuote(handle.db, { inquiryId: id, actorId: STAFF.id });
    const lines = Array.from({ length: LINES }, (_, i) => {
      const product = productRecords[i % productRecords.length];
      return {
        productId: product?.id ?? "",
        description: product?.name ?? `Line ${i + 1}`,
        quantity: 1 + (i % 5),
        unitPrice: 150_000 + i * 12_345,
        discount: i % 4 === 0 ? { kind: "percent" as const, basisPoints: 500 } : null,
        vatable: i % 7 !== 0,
      };
    });
    await saveDraft(handle.db, draft.id, {
      company: "Westlands Dental Clinic",
      kraPin: "P051234567X",
      lines,
      discount: null,
      validUntil: draft.validUntil,
      note: "As we discussed on the phone.",
      terms: draft.terms,
    });
    const quote = await sendQuote(handle.db, draft.id, { actor: STAFF, origin });
    return { quote, reference };
  } finally {
    await handle.close();
  }
}

export async function benchQuotes(port: number): Promise<void> {
  const smtp = await startSmtpInbox({ parse: false });
  const dbFile = join(root, "data/bench-quotes.db");
  for (const suffix of ["", "-wal", "-shm"]) rmSync(dbFile + suffix, { force: true });
  const server = await startServer(port, {
    DATABASE_URL: `file:${dbFile}`,
    SMTP_URL: smtp.url,
    LOG_LEVEL: "warn",
  });
  try {
    await settled(join(root, "data/page-cache"));
    const { quote, reference } = await sentQuote(dbFile, server.origin);
    const link = quoteLink(server.origin, quote.token ?? "");

    let bytes = 0;
    const pdf = await timeRuns(
      async () => {
        bytes = (await quotePdf(quote, { reference, link })).byteLength;
      },
      { runs: PDF_RUNS, warmUp: WARM_UP },
    );

    let refused = 0;
    const page = await timeRuns(
      async () => {
        const answer = await fetch(link);
        await answer.arrayBuffer();
        if (answer.status !== 200) refused += 1;
      },
      { runs: PAGE_REQUESTS, warmUp: WARM_UP },
    );

    console.info(
      `\nQuotes: the PDF of a ${LINES}-line quote (${PDF_RUNS} runs), and the customer's page of it from the production server (${PAGE_REQUESTS} requests, one at a time, SQLite); ${WARM_UP} unmeasured first\n`,
    );
    printTable(
      ["", "p50", "p95", "size"],
      [
        ["PDF, 30 lines", ms(percentile(pdf, 50)), ms(percentile(pdf, 95)), `${bytes} bytes`],
        [
          `GET /quotes/<link>${refused ? ` (${refused} not 200)` : ""}`,
          ms(percentile(page, 50)),
          ms(percentile(page, 95)),
          "",
        ],
      ],
    );
  } finally {
    // The server first: its outbox may still be talking to the inbox.
    await server.stop();
    await smtp.close();
    for (const suffix of ["", "-wal", "-shm"]) rmSync(dbFile + suffix, { force: true });
  }
}

// `npm run bench`: prints figures against the brief's budgets, never fails on
// them. `npm run bench -- lighthouse`, `-- inquiries`, `-- startup`,
// `-- proxy`, `-- inbox`, `-- search`, `-- quotes`, `-- memory`, `-- catalogue` or `-- mail` runs
// one part (`-- catalogue-edits`: only the catalogue's saves until served).

import { benchCatalogue } from "./bench/catalogue.ts";
import { benchCatalogueEdits } from "./bench/catalogue-edits.ts";
import { benchInbox } from "./bench/inbox.ts";
import { benchInquiries } from "./bench/inquiries.ts";
import { benchLighthouse } from "./bench/lighthouse.ts";
import { benchMail } from "./bench/mail.ts";
import { benchMemory } from "./bench/memory.ts";
import { benchProxy } from "./bench/proxy.ts";
import { benchQuotes } from "./bench/quotes.ts";
import { benchSearch } from "./bench/search.ts";
import { benchStartup } from "./bench/startup.ts";

const port = Number(process.env.BENCH_PORT ?? 4400);
const parts = process.argv.slice(2);
const wanted = (name: string) => parts.length === 0 || parts.includes(name);

if (wanted("lighthouse")) await benchLighthouse(port);
if (wanted("inquiries")) await benchInquiries(port + 1);
if (wanted("startup")) await benchStartup(port + 2);
if (wanted("mail")) await benchMail(port + 3);
if (wanted("proxy")) await benchProxy(port + 4);
if (wanted("search")) await benchSearch(port + 5);
if (wanted("inbox")) await benchInbox();
if (wanted("quotes")) await benchQuotes(port + 6);
if (wanted("memory")) await benchMemory(port + 7);
if (wanted("catalogue")) await benchCatalogue(port + 8);
if (wanted("catalogue") || parts.includes("catalogue-edits")) await benchCatalogueEdits(port + 9);

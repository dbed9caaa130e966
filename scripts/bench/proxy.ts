// Our server beside the usual tools in front of it, under the same load
// (autocannon, same connections and duration, one after the other):
// - a pre-rendered page from our server and from Debian's nginx serving the
//   same bytes, both gzip-encoded (nginx has no brotli), one process each;
// - POST /api/inquiries straight to our server and through Caddy over HTTPS.

import { spawn } from "node:child_process";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { startCaddy } from "../../tools/caddy.ts";
import { settled, startServer } from "../../tools/server-process.ts";
import { startSmtpInbox } from "../../tools/smtp-inbox.ts";
import { printTable } from "./table.ts";

const SECONDS = Number(process.env.BENCH_PROXY_SECONDS ?? 10);
const CONNECTIONS = 20;
const PAGE = "/";

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  /** Headers and body: shows that both sent the same encoding. */
  bytesPerAnswer: number;
}

type Load = Partial<autocannon.Options>;

/**
 * Unmeasured load first, so that the JIT compiler, caches and the database
 * are warm before a target is measured.
 */
async function warm(url: string, options: Load = {}): Promise<void> {
  await autocannon({ url, connections: CONNECTIONS, duration: 3, ...options });
}

async function load(url: string, options: Load = {}): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    bytesPerAnswer: result.throughput.total / result.requests.total,
  };
}

const row = (name: string, f: Figures) => [
  name,
  f.rps.toFixed(0),
  `${f.p50.toFixed(1)} ms`,
  `${f.p99.toFixed(1)} ms`,
  String(f.bad),
  f.bytesPerAnswer.toFixed(0),
];
const HEADER = ["served by", "requests/s", "p50", "p99", "errors or non-2xx", "bytes/answer"];

/** The raw bytes of a page as our server sends them for this Accept-Encoding. */
function rawPage(url: string, acceptEncoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve(Buffer.concat(chunks)));
    }).on("error", reject);
  });
}

/** nginx in the foreground on 127.0.0.1:port, serving `www` with gzip_static. */
async function startNginx(folder: string, port: number) {
  const config = join(folder, "nginx.conf");
  const temp = (name: string) => join(folder, name);
  await writeFile(
    config,
    `daemon off;
# One worker: our server is one process.
worker_processes 1;
pid ${temp("nginx.pid")};
error_log ${temp("error.log")};
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  # Node's server has no per-connection request limit either.
  keepalive_requests 1000000;
  sendfile on;
  types { text/html html; }
  server {
    listen 127.0.0.1:${port};
    root ${temp("www")};
    gzip_static on;
    location = / { try_files /index.html =404; }
  }
}
`,
  );
  // Run as root, nginx's workers become nobody, who must read the files.
  await chmod(folder, 0o755);
  const child = spawn("nginx", ["-c", config, "-e", temp("error.log")], { stdio: "inherit" });
  const exited = new Promise<void>((resolve) => child.once("close", () => resolve()));
  // Reported below, as nginx not serving.
  child.once("error", () => undefined);
  const origin = `http://127.0.0.1:${port}`;
  let up = false;
  for (let i = 0; i < 50 && !up && child.exitCode === null; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    up = await fetch(origin).then(
      (r) => r.ok,
      () => false,
    );
  }
  if (!up) {
    child.kill();
    throw new Error(
      "nginx did not serve the page (is Debian's nginx installed? apt-get install nginx)",
    );
  }
  return {
    origin,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
    },
  };
}

async function benchPage(port: number): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), "storefront-bench-nginx-"));
  const server = await startServer(port, {
    DATABASE_URL: `file:${join(folder, "store.db")}`,
  });
  let ours: Figures;
  let gzipBytes = 0;
  try {
    const url = server.origin + PAGE;
    await mkdir(join(folder, "www"));
    const gzip = await rawPage(url, "gzip");
    gzipBytes = gzip.byteLength;
    await writeFile(join(folder, "www/index.html.gz"), gzip, { mode: 0o644 });
    await writeFile(join(folder, "www/index.html"), await rawPage(url, "identity"), {
      mode: 0o644,
    });
    await settled(join(folder, "page-cache"));
    await warm(url, { headers: { "accept-encoding": "gzip" } });
    ours = await load(url, { headers: { "accept-encoding": "gzip" } });
  } finally {
    await server.stop();
  }
  const nginx = await startNginx(folder, port + 1);
  let theirs: Figures;
  try {
    await warm(nginx.origin + PAGE, { headers: { "accept-encoding": "gzip" } });
    theirs = await load(nginx.origin + PAGE, { headers: { "accept-encoding": "gzip" } });
  } finally {
    await nginx.stop();
    await rm(folder, { recursive: true, force: true });
  }
  console.info(
    `\nGET ${PAGE} (pre-rendered, the same ${gzipBytes} gzip bytes), ${CONNECTIONS} connections for ${SECONDS} s each, autocannon\n`,
  );
  printTable(
    [...HEADER, "ratio"],
    [
      [...row("our server", ours), (ours.rps / theirs.rps).toFixed(2)],
      [...row("nginx", theirs), "1.00"],
    ],
  );
}

async function benchInquiriesViaCaddy(port: number): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), "storefront-bench-caddy-"));
  const smtp = await startSmtpInbox({ parse: false });
  const httpsPort = port + 2;
  const server = await startServer(port, {
    PUBLIC_URL: `https://localhost:${httpsPort}`,
    TRUST_PROXY: "127.0.0.1,::1",
    DATABASE_URL: `file:${join(folder, "store.db")}`,
    SMTP_URL: smtp.url,
    INQUIRY_RATE_LIMIT: "0",
  });
  await settled(join(folder, "page-cache"));
  const caddy = await startCaddy({ httpsPort, httpPort: port + 3, upstream: `127.0.0.1:${port}` });
  const post = {
    method: "POST" as const,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Bench client",
      email: "client@example.co.ke",
      phone: "0712 345 678",
      message: "Please quote for five units.",
      product: "Mercury UPS 650VA",
    }),
  };
  try {
    await warm(`${server.origin}/api/inquiries`, post);
    await warm(`${caddy.origin}/api/inquiries`, post);
    const direct = await load(`${server.origin}/api/inquiries`, post);
    const proxied = await load(`${caddy.origin}/api/inquiries`, post);
    console.info(
      `\nPOST /api/inquiries, ${CONNECTIONS} connections for ${SECONDS} s each, SQLite, rate limit lifted, autocannon\n`,
    );
    printTable(HEADER, [
      row("our server, http", direct),
      row("Caddy (HTTPS) -> our server", proxied),
    ]);
  } finally {
    await caddy.stop();
    await server.stop();
    await smtp.close();
    await rm(folder, { recursive: true, force: true });
  }
}

/** Uses ports port..port+3. */
export async function benchProxy(port: number): Promise<void> {
  await benchPage(port);
  await benchInquiriesViaCaddy(port);
}

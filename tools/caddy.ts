// Debian's Caddy in front of a server on this machine, serving HTTPS with
// its own internal CA, with the shipped site's rules (deploy/Caddyfile: its
// body limits, proxy and access log) but on spare ports and its log in a
// temporary folder: for the tests and the bench. Stopped by its PID.

import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface CaddyProxy {
  /** https://localhost:<httpsPort> */
  readonly origin: string;
  /** http://localhost:<httpPort>, which redirects to `origin`. */
  readonly httpOrigin: string;
  /** Caddy's root certificate (PEM): trust it to check the site's certificate. */
  readonly rootCertificate: string;
  /** The access log, as deploy/Caddyfile writes it. */
  readonly accessLog: string;
  stop(): Promise<void>;
}

const SHIPPED = new URL("../deploy/Caddyfile", import.meta.url);

/** The shipped site's block, between its braces: what Caddy does for the site. */
async function shippedSite(upstream: string, accessLog: string): Promise<string> {
  const text = await readFile(SHIPPED, "utf8");
  const block = /^shop\.example\.co\.ke \{\n([\s\S]*?)^\}$/m.exec(text)?.[1];
  if (!block) throw new Error("deploy/Caddyfile has no block for shop.example.co.ke");
  return block
    .replace("reverse_proxy 127.0.0.1:3000", `reverse_proxy ${upstream}`)
    .replace("/var/log/caddy/storefront-access.log", accessLog);
}

function caddyfile(folder: string, httpsPort: number, httpPort: number, site: string): string {
  return `{
	admin off
	local_certs
	skip_install_trust
	storage file_system {
		root ${join(folder, "storage")}
	}
	default_bind 127.0.0.1
	http_port ${httpPort}
	https_port ${httpsPort}
}

localhost:${httpsPort} {
	tls internal
${site}}

# On ports 80 and 443 Caddy redirects by itself; on spare ports its own
# redirect leaves the port out, so it is written here, with the same 308.
http://localhost:${httpPort} {
	redir https://localhost:${httpsPort}{uri} 308
}
`;
}

/** Whether the site answers /healthz through Caddy, its certificate checked against `ca`. */
function answers(url: string, ca: string): Promise<boolean> {
  return new Promise((resolve) => {
    request(url, { ca, timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    })
      .on("error", () => resolve(false))
      .on("timeout", function (this: { destroy(): void }) {
        this.destroy();
      })
      .end();
  });
}

/** Starts Caddy proxying https://localhost:httpsPort to `upstream` (host:port), once it answers. */
export async function startCaddy(options: {
  httpsPort: number;
  httpPort: number;
  upstream: string;
}): Promise<CaddyProxy> {
  const { httpsPort, httpPort, upstream } = options;
  const folder = await mkdtemp(join(tmpdir(), "storefront-caddy-"));
  const config = join(folder, "Caddyfile");
  const accessLog = join(folder, "access.log");
  const site = await shippedSite(upstream, accessLog);
  await writeFile(config, caddyfile(folder, httpsPort, httpPort, site));
  const child = spawn("caddy", ["run", "--adapter", "caddyfile", "--config", config], {
    // Caddy keeps state under HOME and the XDG folders: all in the temp folder.
    env: { ...process.env, HOME: folder, XDG_DATA_HOME: folder, XDG_CONFIG_HOME: folder },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  // "close", not "exit": only it comes when caddy could not be started at all.
  const exited = new Promise<void>((resolve) => child.once("close", () => resolve()));
  child.once("error", (error) => (log += `${error.message} (is Debian's caddy installed?)`));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    await rm(folder, { recursive: true, force: true });
  };

  const origin = `https://localhost:${httpsPort}`;
  const rootFile = join(folder, "storage/pki/authorities/local/root.crt");
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (child.exitCode !== null) break;
    if (existsSync(rootFile)) {
      const rootCertificate = await readFile(rootFile, "utf8");
      if (await answers(`${origin}/healthz`, rootCertificate)) {
        const httpOrigin = `http://localhost:${httpPort}`;
        return { origin, httpOrigin, rootCertificate, accessLog, stop };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`Caddy did not serve ${origin}:\n${log}`);
}

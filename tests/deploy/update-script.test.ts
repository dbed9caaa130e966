// deploy/update.sh for real (bash, npm, tar, curl), on small stand-in
// releases: a `systemctl` on PATH runs the current release's server.js as
// the service, so switching, the health check and going back are the
// script's own.

import { execFileSync, spawnSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { root } from "../../tools/server-process.ts";

const PORT = 4590;
const scratch = mkdtempSync(join(tmpdir(), "storefront-update-"));
const base = join(scratch, "srv");
const bin = join(scratch, "bin");

// What `systemctl restart` does to a Type=simple service: stop the old
// process, start the new one from `current`, and return at once.
mkdirSync(bin);
writeFileSync(
  join(bin, "systemctl"),
  `#!/usr/bin/env bash
[ "$1" = restart ] || exit 1
pidfile="${scratch}/service.pid"
if [ -f "$pidfile" ]; then
  pid=$(cat "$pidfile")
  kill "$pid" 2>/dev/null || true
  while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
fi
cd "${base}/current" && { node server.js >/dev/null 2>&1 & echo $! > "$pidfile"; }
`,
  { mode: 0o755 },
);

afterAll(() => {
  try {
    process.kill(Number(readFileSync(join(scratch, "service.pid"), "utf8")));
  } catch {
    // not running
  }
  rmSync(scratch, { recursive: true, force: true });
});

/** A source archive whose server answers /healthz (or, when broken, exits at once). */
function release(name: string, options: { broken?: boolean; migrations: string[] }): string {
  const dir = join(scratch, "src", name);
  mkdirSync(join(dir, "db/migrations"), { recursive: true });
  for (const migration of options.migrations)
    writeFileSync(join(dir, "db/migrations", migration), "");
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({
      name: "stand-in",
      version: "1.0.0",
      private: true,
      scripts: { build: "node build.js" },
    }),
  );
  writeFileSync(
    join(dir, "package-lock.json"),
    JSON.stringify({
      name: "stand-in",
      version: "1.0.0",
      lockfileVersion: 3,
      requires: true,
      packages: { "": { name: "stand-in", version: "1.0.0" } },
    }),
  );
  writeFileSync(join(dir, "build.js"), `require("fs").writeFileSync("built", "yes");`);
  writeFileSync(
    join(dir, "server.js"),
    options.broken
      ? `process.exit(1);`
      : `require("http").createServer((req, res) => res.end(${JSON.stringify(name)})).listen(${PORT}, "127.0.0.1");`,
  );
  const archive = join(scratch, `${name}.tar.gz`);
  execFileSync("tar", ["-czf", archive, "-C", dir, "."]);
  return archive;
}

function update(...args: string[]) {
  return spawnSync(join(root, "deploy/update.sh"), args, {
    encoding: "utf8",
    env: {
      ...process.env,
      PATH: [bin, dirname(process.execPath), process.env.PATH].join(":"),
      STOREFRONT_BASE: base,
      STOREFRONT_USER: userInfo().username,
      STOREFRONT_HEALTH_URL: `http://127.0.0.1:${PORT}/healthz`,
      STOREFRONT_HEALTH_WAIT_SECONDS: "20",
      STOREFRONT_KEEP_RELEASES: "3",
    },
  });
}

const serving = async () => (await fetch(`http://127.0.0.1:${PORT}/healthz`)).text();
const current = () => readlinkSync(join(base, "current"));

describe("deploy/update.sh", { timeout: 120_000 }, () => {
  it("installs, builds and switches to a release, with the shared data folder", async () => {
    const result = update(release("v1", { migrations: ["0001.ts"] }));
    expect(result.stderr).toContain("is serving");
    expect(result.status).toBe(0);
    expect(await serving()).toBe("v1");
    expect(readFileSync(join(current(), "built"), "utf8")).toBe("yes");
    expect(readlinkSync(join(current(), "data"))).toBe(join(base, "data"));
  });

  it("goes back to the release before when the new one is not healthy", async () => {
    const before = current();
    const result = update(release("broken", { broken: true, migrations: ["0001.ts"] }));
    expect(result.stderr).toContain("did not answer");
    expect(result.stderr).toContain(`back on ${before}`);
    expect(result.status).toBe(1);
    expect(current()).toBe(before);
    expect(await serving()).toBe("v1");
    expect(readdirSync(join(base, "releases"))).toHaveLength(1);
  });

  it("warns when a release changes the database, and rolls back on request", async () => {
    const first = current();
    const result = update(release("v2", { migrations: ["0001.ts", "0002.ts"] }));
    expect(result.stderr).toContain("this release changes the database (0002.ts)");
    expect(await serving()).toBe("v2");

    const back = update("--rollback");
    expect(back.stderr).toContain(`rolled back to ${first}`);
    expect(await serving()).toBe("v1");
  });

  it("keeps only the newest releases", () => {
    update(release("v3", { migrations: ["0001.ts"] }));
    update(release("v4", { migrations: ["0001.ts"] }));
    const kept = readdirSync(join(base, "releases")).sort();
    expect(kept).toHaveLength(3);
    expect(join(base, "releases", kept.at(-1) ?? "")).toBe(current());
  });
});

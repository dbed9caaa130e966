// deploy/update.sh for real (bash, npm, tar, curl), on small stand-in
// releases: a `systemctl` on PATH runs the current release's server.js as
// the service, so switching, the health check and going back are the
// script's own. Each describe has a server folder (STOREFRONT_BASE) and a
// port of its own, and its tests share it in order.

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
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root } from "../../tools/server-process.ts";

const scratch = mkdtempSync(join(tmpdir(), "storefront-update-"));
const bin = join(scratch, "bin");
const bases: string[] = [];

// What `systemctl restart` does to a Type=simple service: stop the old
// process, start the new one from `current`, and return at once. A release
// holding `restart-fails` stands for one systemd cannot start at all.
mkdirSync(bin);
writeFileSync(
  join(bin, "systemctl"),
  `#!/usr/bin/env bash
[ "$1" = restart ] || exit 1
[ -e "$STOREFRONT_BASE/current/restart-fails" ] && exit 1
pidfile="$STOREFRONT_BASE/service.pid"
if [ -f "$pidfile" ]; then
  pid=$(cat "$pidfile")
  kill "$pid" 2>/dev/null || true
  while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
fi
cd "$STOREFRONT_BASE/current" && { node server.js >/dev/null 2>&1 & echo $! > "$pidfile"; }
`,
  { mode: 0o755 },
);

afterAll(() => {
  for (const base of bases) {
    try {
      process.kill(Number(readFileSync(join(base, "service.pid"), "utf8")));
    } catch {
      // not running
    }
  }
  rmSync(scratch, { recursive: true, force: true });
});

interface ReleaseOptions {
  /** The server exits at once. */
  broken?: boolean;
  /** `npm run build` exits 1. */
  buildFails?: boolean;
  /** package.json needs a dependency the lock does not have: `npm ci` refuses. */
  lockOutOfSync?: boolean;
  /** The fake systemctl fails to restart the service on it. */
  restartFails?: boolean;
  migrations?: string[];
}

/** A source archive whose server answers /healthz with its name. */
function release(name: string, options: ReleaseOptions = {}): string {
  const dir = join(scratch, "src", name);
  mkdirSync(join(dir, "db/migrations"), { recursive: true });
  for (const migration of options.migrations ?? ["0001.ts"])
    writeFileSync(join(dir, "db/migrations", migration), "");
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({
      name: "stand-in",
      version: "1.0.0",
      private: true,
      scripts: { build: "node build.js" },
      ...(options.lockOutOfSync && { dependencies: { "left-pad": "1.3.0" } }),
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
  writeFileSync(
    join(dir, "build.js"),
    options.buildFails ? `process.exit(1);` : `require("fs").writeFileSync("built", "yes");`,
  );
  // Connection: close, or fetch could reuse a socket to a server stopped
  // while spawnSync held the event loop, and fail on it.
  writeFileSync(
    join(dir, "server.js"),
    options.broken
      ? `process.exit(1);`
      : `require("http").createServer((req, res) => res.setHeader("connection", "close").end(${JSON.stringify(name)})).listen(process.env.STAND_IN_PORT, "127.0.0.1");`,
  );
  if (options.restartFails) writeFileSync(join(dir, "restart-fails"), "");
  const archive = join(scratch, `${name}.tar.gz`);
  execFileSync("tar", ["-czf", archive, "-C", dir, "."]);
  return archive;
}

/** A server folder of its own, whose service listens on `port`. */
function site(name: string, port: number) {
  const base = join(scratch, name);
  bases.push(base);
  return {
    base,
    /** update.sh with ARG; `env` overrides the settings (the health wait, say). */
    update(arg: string, env: NodeJS.ProcessEnv = {}) {
      return spawnSync(join(root, "deploy/update.sh"), [arg], {
        encoding: "utf8",
        env: {
          ...process.env,
          PATH: [bin, dirname(process.execPath), process.env.PATH].join(":"),
          STAND_IN_PORT: String(port),
          STOREFRONT_BASE: base,
          STOREFRONT_USER: userInfo().username,
          STOREFRONT_HEALTH_URL: `http://127.0.0.1:${port}/healthz`,
          STOREFRONT_HEALTH_WAIT_SECONDS: "20",
          STOREFRONT_KEEP_RELEASES: "3",
          ...env,
        },
      });
    },
    serving: async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).text(),
    current: () => readlinkSync(join(base, "current")),
    releases: () => readdirSync(join(base, "releases")).sort(),
  };
}

// For a release that never answers; still plenty for the one gone back to.
const SHORT_WAIT = { STOREFRONT_HEALTH_WAIT_SECONDS: "8" };

describe("deploy/update.sh", { timeout: 120_000 }, () => {
  const { base, update, serving, current, releases } = site("srv", 4590);

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
    const result = update(release("broken", { broken: true, migrations: ["0001.ts"] }), SHORT_WAIT);
    expect(result.stderr).toContain("did not answer");
    expect(result.stderr).toContain(`back on ${before}`);
    expect(result.status).toBe(1);
    expect(current()).toBe(before);
    expect(await serving()).toBe("v1");
    expect(releases()).toHaveLength(1);
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
    const kept = releases();
    expect(kept).toHaveLength(3);
    expect(join(base, "releases", kept.at(-1) ?? "")).toBe(current());
  });
});

describe("deploy/update.sh, when a build fails", { timeout: 120_000 }, () => {
  const { base, update, serving, current, releases } = site("build-fails", 4591);
  let first = "";

  beforeAll(() => {
    expect(update(release("b1")).status).toBe(0);
    first = current();
  });

  it("removes a release whose build fails, and stays on the one before", async () => {
    const result = update(release("b-build-fails", { buildFails: true }));
    expect(result.status).toBe(1);
    expect(releases()).toEqual([first.split("/").at(-1)]);
    expect(current()).toBe(first);
    expect(await serving()).toBe("b1");
    expect(result.stderr).toContain("the build failed");
    expect(result.stderr).toContain(`the site is still on ${first}`);
  });

  it("removes a release whose npm ci fails, and stays on the one before", async () => {
    const result = update(release("b-lock-out-of-sync", { lockOutOfSync: true }));
    expect(result.stderr).toContain("npm ci` can only install packages");
    expect(result.status).toBe(1);
    expect(releases()).toEqual([first.split("/").at(-1)]);
    expect(current()).toBe(first);
    expect(await serving()).toBe("b1");
    expect(result.stderr).toContain("the build failed");
    expect(result.stderr).toContain(`the site is still on ${first}`);
  });

  it("--rollback after failed builds goes back to the release before, not a failed one", async () => {
    expect(update(release("b2")).status).toBe(0);
    expect(await serving()).toBe("b2");

    const back = update("--rollback");
    expect(back.stderr).toContain(`rolled back to ${first}`);
    expect(back.status).toBe(0);
    expect(current()).toBe(first);
    expect(await serving()).toBe("b1");
  });

  it("--rollback never goes to a release whose build was cut short (a kill, a crash)", async () => {
    // Named as the script names a release: after b2, before b3.
    const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").replace("Z", "");
    const halfBuilt = join(base, "releases", stamp);
    mkdirSync(halfBuilt);
    writeFileSync(join(halfBuilt, "package.json"), "{}");
    expect(update(release("b3")).status).toBe(0);

    const back = update("--rollback");
    expect(current()).not.toBe(halfBuilt);
    expect(back.status).toBe(0);
    expect(await serving()).toBe("b2");
  });
});

describe("deploy/update.sh, the first install", { timeout: 120_000 }, () => {
  const { base, update, current, releases } = site("first", 4592);

  it("keeps a first release that is not healthy, and says what to do", () => {
    // As docs/deploy.md has them made before the first release.
    mkdirSync(join(base, "releases"), { recursive: true });
    mkdirSync(join(base, "data"));
    const result = update(release("f-broken", { broken: true }), SHORT_WAIT);
    expect(result.status).toBe(1);
    expect(current()).toBe(join(base, "releases", releases()[0] ?? ""));
    expect(releases()).toHaveLength(1);
    expect(result.stderr).toContain("none to go back to");
    expect(result.stderr).toContain("journalctl -u");
    expect(result.stderr).toContain("/etc/storefront/storefront.env");
    expect(result.stderr).toContain("systemctl restart");
  });
});

describe("deploy/update.sh, when systemctl restart fails", { timeout: 120_000 }, () => {
  const { base, update, serving, current, releases } = site("restart-fails", 4593);

  it("says the restart failed, without claiming a wait, and goes back", async () => {
    expect(update(release("r1")).status).toBe(0);
    const before = current();

    const result = update(release("r-no-restart", { restartFails: true }));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/restarting \S+ on \S+ failed: see journalctl -u/);
    expect(result.stderr).not.toContain("did not answer");
    expect(result.stderr).toContain(`back on ${before}`);
    expect(current()).toBe(before);
    expect(await serving()).toBe("r1");
  });

  it("--rollback says so too when the release before cannot be restarted", async () => {
    expect(update(release("r2")).status).toBe(0);
    const r1 = releases()[0] ?? "";
    writeFileSync(join(base, "releases", r1, "restart-fails"), "");

    const back = update("--rollback");
    expect(back.status).toBe(1);
    expect(back.stderr).toMatch(/restarting \S+ on \S+ failed: see journalctl -u/);
    expect(back.stderr).not.toContain("did not answer");
  });
});

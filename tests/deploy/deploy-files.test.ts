// The files in deploy/, checked by the tools that will read them on a
// server: Caddy, systemd, and bash with npm for the update script.

import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ENV_NAMES, parseEnv } from "#app/platform/env.server.ts";
import { missingBounds } from "../../server/memory-bounds.ts";
import { root } from "../../tools/server-process.ts";
import { hasTool } from "#tests/fixtures/skips.ts";

const deploy = (file: string) => join(root, "deploy", file);
const scratch = mkdtempSync(join(tmpdir(), "storefront-deploy-files-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function run(command: string, args: string[], env: Record<string, string> = {}) {
  return spawnSync(command, args, {
    encoding: "utf8",
    // Caddy keeps its certificates and autosave under HOME and XDG folders.
    env: {
      ...process.env,
      HOME: scratch,
      XDG_DATA_HOME: scratch,
      XDG_CONFIG_HOME: scratch,
      ...env,
    },
  });
}

/** The environment file as systemd reads it: KEY=value, optional double quotes, # comments. */
function readEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line);
    if (match?.[1]) values[match[1]] = match[2]?.replace(/^"(.*)"$/, "$1") ?? "";
  }
  return values;
}

describe("deploy/storefront.env", () => {
  const text = readFileSync(deploy("storefront.env"), "utf8");

  it("lists every variable the server reads, and no other", () => {
    const listed = [...text.matchAll(/^#?([A-Z][A-Z_]+)=/gm)].map((match) => match[1]);
    expect([...new Set(listed)].sort()).toEqual([...ENV_NAMES].sort());
  });

  it("starts the server once AUTH_SECRET is filled in, and not before", () => {
    const values = readEnvFile(text);
    const unfilled = parseEnv(values);
    expect(unfilled.ok ? [] : unfilled.errors).toEqual([
      expect.stringMatching(/^AUTH_SECRET is required/),
    ]);
    const filled = parseEnv({ ...values, AUTH_SECRET: "x".repeat(44) });
    expect(filled.ok && filled.env).toMatchObject({
      HOST: "127.0.0.1",
      PORT: 3000,
      TRUST_PROXY: ["127.0.0.1", "::1"],
      PUBLIC_URL: "https://shop.example.co.ke",
    });
  });
});

describe("deploy/Caddyfile", () => {
  const caddy = hasTool("caddy", "caddy");

  it.skipIf(!caddy)("is valid, formatted, and proxies to the server's address", () => {
    const validate = run("caddy", [
      "validate",
      "--adapter",
      "caddyfile",
      "--config",
      deploy("Caddyfile"),
    ]);
    expect(validate.stdout + validate.stderr).toContain("Valid configuration");
    expect(validate.status).toBe(0);
    expect(validate.stderr).not.toContain("not formatted");

    const adapted = run("caddy", [
      "adapt",
      "--adapter",
      "caddyfile",
      "--config",
      deploy("Caddyfile"),
    ]);
    expect(adapted.status).toBe(0);
    const config = JSON.stringify(JSON.parse(adapted.stdout));
    expect(config).toContain('"dial":"127.0.0.1:3000"');
    // 30 s, below the server's 65 s keep-alive timeout (nanoseconds).
    expect(config).toContain('"keep_alive":{"idle_timeout":30000000000}');
    // Files pass on the routes that take them (31 MiB), other bodies stop at 1 MiB.
    expect(config).toContain('"max_size":32505856');
    expect(config).toContain('"max_size":1048576');
    // A link's token is filtered out of the path, the query string and the Referer.
    expect(config).toContain('"request>headers>Referer":{"filter":"regexp"');
    expect(config).toContain('"request>uri":{"filter":"regexp"');
    expect(config).toContain('"resp_headers>Location":{"filter":"regexp"');
    // Caddy 2.6 writes its log 0644 and has no mode setting: the guide's folder keeps it private.
    expect(readFileSync(join(import.meta.dirname, "../../docs/deploy.md"), "utf8")).toContain(
      "install -d -m 750 -o caddy -g adm /var/log/caddy",
    );
  });

  it.skipIf(!caddy)("and the check can fail: a broken copy is refused", () => {
    const broken = join(scratch, "Caddyfile.broken");
    writeFileSync(
      broken,
      readFileSync(deploy("Caddyfile"), "utf8").replace("keepalive 30s", "keepalive soon"),
    );
    expect(
      run("caddy", ["validate", "--adapter", "caddyfile", "--config", broken]).status,
    ).not.toBe(0);
  });
});

describe("deploy/storefront.service", () => {
  const analyze = hasTool("systemd-analyze", "systemd");
  const unit = readFileSync(deploy("storefront.service"), "utf8");

  /**
   * `systemd-analyze verify` checks that the paths the unit names exist, so it
   * reads a copy whose /srv/storefront is a folder here, with `current` this
   * checkout (its node_modules/.bin/node is the real ExecStart binary).
   */
  function checkableCopy(text: string, name: string): string {
    const base = join(scratch, name);
    mkdirSync(join(base, "data"), { recursive: true });
    mkdirSync(join(base, "system"), { recursive: true });
    rmSync(join(base, "current"), { force: true });
    symlinkSync(root, join(base, "current"));
    const file = join(base, "system", "storefront.service");
    writeFileSync(
      file,
      text
        .replaceAll("/srv/storefront", base)
        .replaceAll("/etc/storefront/storefront.env", deploy("storefront.env")),
    );
    return file;
  }

  it.skipIf(!analyze)("passes systemd-analyze verify with no warning", () => {
    const result = run("systemd-analyze", ["verify", checkableCopy(unit, "good")]);
    expect(result.stderr.trim()).toBe("");
    expect(result.status).toBe(0);
  });

  it.skipIf(!analyze)("and the check can fail: a misspelt setting is reported", () => {
    const typo = unit.replace("ProtectSystem=strict", "ProtectSytem=strict");
    const result = run("systemd-analyze", ["verify", checkableCopy(typo, "typo")]);
    expect(result.stderr).toContain("Unknown key 'ProtectSytem'");
  });

  it.skipIf(!analyze)("is hardened: systemd rates its exposure 2.0 or lower (of 10)", () => {
    const result = run("systemd-analyze", [
      "security",
      "--offline=true",
      "--threshold=20",
      checkableCopy(unit, "security"),
    ]);
    expect(result.stdout).toMatch(/Overall exposure level for storefront\.service: [0-2]\.\d OK/);
    expect(result.status).toBe(0);
  });

  it("restarts on failure, stops gracefully and writes only its data folder", () => {
    for (const line of [
      "User=storefront",
      "Restart=on-failure",
      "KillSignal=SIGTERM",
      "EnvironmentFile=/etc/storefront/storefront.env",
      "ProtectSystem=strict",
      "ReadWritePaths=/srv/storefront/data",
      "ExecStart=/srv/storefront/current/node_modules/.bin/node server/start.ts",
    ]) {
      expect(unit.split("\n")).toContain(line);
    }
    // What `npm start` runs, with the project's own Node.
    const start = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts.start;
    expect(start).toBe("node server/start.ts");
  });

  it("gives the server all its memory bounds, so it never starts over to take them", () => {
    const env: Record<string, string> = {};
    for (const line of unit.split("\n")) {
      const value = /^Environment=(.*)$/.exec(line)?.[1];
      if (value === undefined) continue;
      // One quoted assignment, or several bare ones.
      const assignments = value.startsWith('"') ? [value.slice(1, -1)] : value.split(" ");
      for (const assignment of assignments) {
        const [name = "", ...rest] = assignment.split("=");
        env[name] = rest.join("=");
      }
    }
    expect(missingBounds([], env)).toBeNull();
  });
});

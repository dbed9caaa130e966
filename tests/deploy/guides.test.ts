// The guides' words checked against what they describe: their commands run
// in a root shell of a bare Debian, and the README names every package the
// tests need (as .ci/run installs them).

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../../tools/server-process.ts";

const read = (file: string) => readFileSync(join(root, file), "utf8");
const GUIDES = ["docs/deploy.md", "docs/backup-and-restore.md"];

describe("the operator's guides", () => {
  it("use no sudo, which a bare Debian lacks: their commands run as root, runuser for the site's user", () => {
    for (const guide of GUIDES) {
      const lines = read(guide)
        .split("\n")
        .filter((line) => /\bsudo\b/.test(line));
      expect(lines, guide).toEqual([]);
    }
    expect(read("docs/deploy.md")).toMatch(/runuser -u storefront -- /);
  });
});

describe("the README", () => {
  it("names every package .ci/run installs for the tests", () => {
    const packages = [...read(".ci/run").matchAll(/missing\+=\(([\w-]+)\)/g)].map((m) => m[1]);
    expect(packages).toContain("poppler-utils");
    const readme = read("README.md");
    // Each in a code span: `apt-get install … name`, or `name` on its own.
    for (const name of packages) {
      expect(readme, name).toMatch(new RegExp(`\`[^\`]*\\b${name}\\b[^\`]*\``));
    }
  });
});

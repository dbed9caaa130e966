// The stale-build check of `npm start`, on a small tree of real files.

import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { STAMP_FILE, buildState, writeBuildStamp } from "./build-stamp.ts";

let root = "";

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), "build-stamp-"));
  write("app/business/details.ts", 'export const phone = "+254 712 345 678";\n');
  write("content/products/dell-laptop-core-i5.webp", "picture");
  write("public/favicon.svg", "<svg/>");
  write("package-lock.json", "{}");
  mkdirSync(join(root, "build/server"), { recursive: true });
  await writeBuildStamp(root);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("buildState", () => {
  it("is current right after a build", async () => {
    expect(await buildState(root)).toBe("current");
  });

  it("is missing without a stamp (no build, or one that did not finish)", async () => {
    rmSync(join(root, STAMP_FILE));
    expect(await buildState(root)).toBe("missing");
  });

  it.each([
    ["an edited business detail", "app/business/details.ts", 'export const phone = "+254 799";\n'],
    ["a new product photo", "content/products/hp-85a-black-toner.jpg", "photo"],
    ["a changed public file", "public/favicon.svg", "<svg></svg>"],
    ["other dependencies", "package-lock.json", '{"lockfileVersion":3}'],
    ["a changed build setting", "vite.config.ts", "export default {};"],
  ])("is stale after %s", async (_label, path, text) => {
    write(path, text);
    expect(await buildState(root)).toBe("stale");
  });

  it("is stale after a file is removed", async () => {
    rmSync(join(root, "content/products/dell-laptop-core-i5.webp"));
    expect(await buildState(root)).toBe("stale");
  });

  it("stays current when only times change, as after a git checkout", async () => {
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, "app/business/details.ts"), later, later);
    expect(await buildState(root)).toBe("current");
  });

  it("ignores tests, which are not part of the build", async () => {
    write("app/business/details.test.ts", "test");
    expect(await buildState(root)).toBe("current");
  });
});

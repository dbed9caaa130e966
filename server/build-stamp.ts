// Whether build/ was made from the sources as they are now. The build ends by
// writing a digest of everything it was made from (react-router.config.ts);
// `npm start` compares it with the sources before serving. Contents, not
// modification times: a git checkout touches files it does not change, and
// reading the few hundred KB of sources takes milliseconds.

import { createHash } from "node:crypto";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";

/** Everything a build is made from: sources, content, public files, tooling. */
const INPUTS = [
  "app",
  "content",
  "public",
  "pictures",
  "db",
  "server/app.ts",
  "server/http",
  "scripts/compress-assets.ts",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];

/** Where the build keeps its digest: inside build/server, which each build empties first. */
export const STAMP_FILE = "build/server/sources.sha256";

async function filesOf(root: string, input: string): Promise<string[]> {
  const path = join(root, input);
  try {
    const entries = await readdir(path, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
  } catch (error) {
    // A file, not a folder; or an input this checkout does not have.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOTDIR") return [path];
    if (code === "ENOENT") return [];
    throw error;
  }
}

/** A digest of every input's path and contents. */
export async function sourcesDigest(root: string): Promise<string> {
  const files = (await Promise.all(INPUTS.map((input) => filesOf(root, input)))).flat().sort();
  const contents = await Promise.all(files.map((file) => readFile(file)));
  const hash = createHash("sha256");
  files.forEach((file, i) => {
    hash.update(`${relative(root, file)}\0`);
    hash.update(
      createHash("sha256")
        .update(contents[i] as Buffer)
        .digest(),
    );
  });
  return hash.digest("hex");
}

export async function writeBuildStamp(root: string): Promise<void> {
  await writeFile(join(root, STAMP_FILE), `${await sourcesDigest(root)}\n`);
}

/** "current", or why the build must be made again. */
export async function buildState(root: string): Promise<"current" | "missing" | "stale"> {
  let stamp: string;
  try {
    stamp = (await readFile(join(root, STAMP_FILE), "utf8")).trim();
  } catch {
    return "missing";
  }
  return stamp === (await sourcesDigest(root)) ? "current" : "stale";
}

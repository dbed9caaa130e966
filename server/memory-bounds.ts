// The memory the server may take, whatever starts it (`npm start`, the
// systemd unit, the tests and the bench): ADR 0019. Node sizes V8's heap from
// the machine's memory, so on a machine with gigabytes free a burst of
// requests grew the young generation to 128 MB and let garbage pile up in the
// old one before collecting it; glibc gave each thread of the pool and of V8
// its own malloc arena, which kept what brotli and the compiler had freed.
// Both are settled before the process starts: V8's flags on the command line
// or in NODE_OPTIONS, glibc's in the environment. The systemd unit gives them
// all; otherwise (`npm start`) `server/start.ts` starts over in the same
// process (execve: same pid, nothing left behind) with what is missing: one
// more start of Node, some 65 ms.

/** V8's flags. */
export const HEAP_FLAGS: readonly string[] = [
  // The young generation's semi-space, in MB: up to 48 MB for the young
  // generation, not 192.
  "--max-semi-space-size=16",
  // The old generation, in MB: the unit's MemoryMax, which a larger heap
  // could never reach. With this bound V8 lets the heap grow to about 1.4
  // times what it holds after a collection, not 4 times.
  "--max-old-space-size=512",
  // For server/idle-collect.ts.
  "--expose-gc",
];

/** glibc's malloc (mallopt(3)); other C libraries ignore them. */
export const MALLOC_ENV: Readonly<Record<string, string>> = {
  // Two arenas, not eight per core: each thread of the pool and of V8 kept
  // what it had freed in its own.
  MALLOC_ARENA_MAX: "2",
  // Blocks of 128 KB and more always mapped on their own, so freeing one
  // hands it back. By default glibc raises this bar to the largest block
  // freed so far (up to 32 MB), and the blocks then stay in its heap.
  MALLOC_MMAP_THRESHOLD_: "131072",
};

export interface Bounds {
  /** V8 flags to put before the script. */
  readonly flags: string[];
  readonly env: Record<string, string>;
}

/** `--max_old_space_size` and `--max-old-space-size` are the same flag to V8. */
const normal = (flag: string) => flag.split("=")[0]?.replaceAll("_", "-") ?? flag;

/**
 * What this process lacks of the bounds: null when it has them all. A flag or
 * variable the person starting it set, to any value, is theirs and kept.
 */
export function missingBounds(
  execArgv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Bounds | null {
  const given = new Set(
    [...execArgv, ...(env.NODE_OPTIONS ?? "").split(/\s+/)].filter(Boolean).map(normal),
  );
  const flags = HEAP_FLAGS.filter((flag) => !given.has(normal(flag)));
  const missing = Object.entries(MALLOC_ENV).filter(([name]) => env[name] === undefined);
  if (flags.length === 0 && missing.length === 0) return null;
  return { flags, env: Object.fromEntries(missing) };
}

/**
 * Starts this same script over with the bounds it lacks, in this process;
 * returns only when nothing is missing, or when it cannot (no execve on this
 * platform, or it failed): the server then runs without them.
 */
export function applyMemoryBounds(): void {
  const bounds = missingBounds(process.execArgv, process.env);
  if (!bounds || typeof process.execve !== "function") return;
  try {
    process.execve(
      process.execPath,
      [process.execPath, ...bounds.flags, ...process.execArgv, ...process.argv.slice(1)],
      { ...process.env, ...bounds.env },
    );
  } catch (error) {
    process.stderr.write(`Starting without the memory bounds (ADR 0019): ${String(error)}\n`);
  }
}

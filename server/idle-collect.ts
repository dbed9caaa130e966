// After a burst of requests (a scanner, a crawler), V8 keeps the heap it grew
// until its next collection, and an idle server allocates nothing that would
// start one: the memory stayed taken for minutes, at times for good (V8's own
// memory reducer waits for a low allocation rate it measures at collections).
// So once no request has come for a whole interval and the heap has grown
// since the last such collection (or the start), one full collection runs
// and hands the freed memory back: about 0.1 s, at a moment no request is
// waiting (ADR 0019). Needs --expose-gc, which server/memory-bounds.ts
// passes.

import type { Server } from "node:http";
import { getHeapStatistics } from "node:v8";

const MB = 1024 * 1024;

/** V8's gc(); "last-resort" is its collection that also hands the freed pages back. */
type Collect = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

export interface IdleCollectOptions {
  /** How long without a request counts as idle. */
  readonly idleMs?: number;
  /** How much the heap must have grown since the last collection here (or the start). */
  readonly growthBytes?: number;
  /** V8's gc(): globalThis.gc with --expose-gc. */
  readonly collect?: Collect;
  /** The heap's size now: what V8 holds of the system's memory for it. */
  readonly heapSize?: () => number;
  /** Told of each collection: the heap's size before and after, and how long it took. */
  readonly onCollect?: (collection: { before: number; after: number; ms: number }) => void;
}

/** Starts watching `server`; returns the function that stops it. */
export function collectWhenIdle(server: Server, options: IdleCollectOptions = {}): () => void {
  const {
    idleMs = 5000,
    growthBytes = 16 * MB,
    collect = (globalThis as { gc?: Collect }).gc,
    heapSize = () => getHeapStatistics().total_heap_size,
    onCollect = () => undefined,
  } = options;
  if (!collect) return () => undefined;
  let requests = 0;
  let seen = 0;
  // The heap's size after the last collection here: none yet, so the first
  // quiet moment after the start gives back what starting took.
  let floor = 0;
  const count = () => (requests += 1);
  server.on("request", count);
  const timer = setInterval(() => {
    const busy = requests !== seen;
    seen = requests;
    const before = heapSize();
    if (busy || before < floor + growthBytes) return;
    const started = performance.now();
    collect({ type: "major", execution: "sync", flavor: "last-resort" });
    floor = heapSize();
    onCollect({ before, after: floor, ms: performance.now() - started });
  }, idleMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off("request", count);
  };
}

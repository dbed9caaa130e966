// The collection after a burst of requests, with a stand-in server, heap and gc().

import { EventEmitter } from "node:events";
import type { Server } from "node:http";
import { type Mock, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { collectWhenIdle } from "./idle-collect.ts";

const MB = 1024 * 1024;

let server: Server;
let heap = 0;
let collect: Mock<() => void>;
let stop: () => void;

const request = () => server.emit("request");

beforeEach(() => {
  vi.useFakeTimers();
  server = new EventEmitter() as Server;
  heap = 40 * MB;
  collect = vi.fn<() => void>(() => {
    heap = 20 * MB;
  });
  stop = collectWhenIdle(server, {
    idleMs: 1000,
    growthBytes: 16 * MB,
    collect,
    heapSize: () => heap,
  });
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe("collectWhenIdle", () => {
  it("collects once the first quiet interval after the start, then not while the heap stays", () => {
    vi.advanceTimersByTime(1000);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(collect).toHaveBeenCalledWith({
      type: "major",
      execution: "sync",
      flavor: "last-resort",
    });
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it("waits while requests keep coming, and collects a whole interval after the last", () => {
    vi.advanceTimersByTime(1000);
    collect.mockClear();
    for (let i = 0; i < 10; i += 1) {
      request();
      heap += 8 * MB;
      vi.advanceTimersByTime(1000);
    }
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it("leaves a heap that grew less than the bar alone", () => {
    vi.advanceTimersByTime(1000);
    collect.mockClear();
    request();
    heap += 10 * MB;
    vi.advanceTimersByTime(5000);
    expect(collect).not.toHaveBeenCalled();
  });

  it("does nothing without V8's gc() (no --expose-gc)", () => {
    vi.stubGlobal("gc", undefined);
    const bare = new EventEmitter() as Server;
    const stopBare = collectWhenIdle(bare);
    expect(bare.listenerCount("request")).toBe(0);
    stopBare();
    vi.unstubAllGlobals();
  });

  it("stops listening when stopped", () => {
    stop();
    expect(server.listenerCount("request")).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(collect).not.toHaveBeenCalled();
  });
});

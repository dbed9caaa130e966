import { afterEach, beforeEach, vi } from "vitest";
import { logger } from "#app/platform/logger.server.ts";

// The server's log lines would only crowd the test output: a test that
// expects one spies on the logger.
logger.level = "silent";

// A React warning or an unexpected error log fails the test that caused it.
// A test that expects one spies on console.error or logger.error itself.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error in a test: ${args.map(String).join(" ")}`);
  });
  vi.spyOn(logger, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`logger.error in a test: ${args.map((arg) => JSON.stringify(arg)).join(" ")}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

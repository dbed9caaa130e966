import { afterEach, beforeEach, vi } from "vitest";

// A React warning or an unexpected error log fails the test that caused it.
// A test that expects one spies on console.error itself.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error in a test: ${args.map(String).join(" ")}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

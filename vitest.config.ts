import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin must not load under Vitest.
export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/deploy/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup/console.ts"],
  },
});

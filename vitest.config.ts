import { defineConfig } from "vitest/config";
import { productPictures } from "./pictures/plugin.ts";

// Separate from vite.config.ts: the React Router plugin must not load under Vitest.
// The catalogue needs its pictures (ADR 0016).
export default defineConfig({
  plugins: [productPictures()],
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "pictures/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/deploy/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/setup/console.ts"],
    // One migrated database per run, copied for each test (tests/fixtures/databases.ts).
    globalSetup: ["tests/setup/database-templates.ts"],
  },
});

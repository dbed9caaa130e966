import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/chromium.ts";

// End-to-end tests run against the production build (npm test builds first)
// in Debian's Chromium, served by the real server on a spare port.
const port = Number(process.env.E2E_PORT ?? 4317);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 900 },
    trace: "retain-on-failure",
  },
  webServer: {
    command: "node --experimental-strip-types server/start.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATABASE_URL: "file:./data/e2e.db",
      // Many tests send inquiries from one address.
      INQUIRY_RATE_LIMIT: "0",
    },
  },
});

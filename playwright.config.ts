import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tools/chromium.ts";

// End-to-end tests run against the production build (npm test builds first)
// in Debian's Chromium, served by the real server on a spare port.
const port = Number(process.env.E2E_PORT ?? 4317);
export const baseURL = `http://127.0.0.1:${port}`;
// A real SMTP server on the next port, started by the global setup.
const smtpUrl = `smtp://127.0.0.1:${port + 1}`;
/** Opens the server's /metrics (observability.spec.ts). */
export const METRICS_TOKEN = "e2e-metrics-token-0123456789";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A back-office test signs a member in through the command line and the
  // reset link (15-25 s on a 2-core machine with two browsers working): the
  // default 30 s left too little for the steps that follow.
  timeout: 60_000,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 900 },
    trace: "retain-on-failure",
  },
  webServer: {
    // Each run starts from an empty database: tests that claim a date (the
    // morning digest) or count rows see only this run's.
    command: "rm -f data/e2e.db data/e2e.db-wal data/e2e.db-shm && node server/start.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Warnings and errors show in the run's output; request lines are not logged.
    stdout: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATABASE_URL: "file:./data/e2e.db",
      SMTP_URL: smtpUrl,
      // Many tests send inquiries and log in from one address; the limits
      // have tests of their own (session.spec.ts, the integration suites).
      INQUIRY_RATE_LIMIT: "0",
      AUTH_RATE_LIMIT: "0",
      METRICS_TOKEN,
      LOG_LEVEL: "warn",
    },
  },
});

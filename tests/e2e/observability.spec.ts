import { expect, test } from "@playwright/test";
import { METRICS_TOKEN } from "../../playwright.config.ts";
import { abandoned } from "./raw-request.ts";

const authorized = { authorization: `Bearer ${METRICS_TOKEN}` };

/** The value of one series in Prometheus text, 0 when it is not there yet. */
function valueOf(text: string, series: string): number {
  const line = text.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test("/metrics is an unknown URL without the token or with a wrong one", async ({ request }) => {
  const refused: Record<string, string>[] = [
    {},
    { authorization: `Bearer ${METRICS_TOKEN}-wrong` },
  ];
  for (const headers of refused) {
    const response = await request.get("/metrics", { headers });
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("text/html");
  }
  const response = await request.get("/metrics", { headers: authorized });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  expect(await response.text()).toContain(
    "# TYPE storefront_http_request_duration_seconds histogram",
  );
});

test("an inquiry and a failed login move the counters", async ({ request }) => {
  const scrape = async () => (await request.get("/metrics", { headers: authorized })).text();
  const before = await scrape();

  const sent = await request.post("/api/inquiries", {
    data: { name: "Metrics Test", email: "metrics@example.co.ke", message: "Counting" },
  });
  expect(sent.status()).toBe(201);
  const login = await request.post("/api/account/login", {
    data: { email: "nobody-metrics@example.co.ke", password: "not-the-password" },
  });
  expect(login.status()).toBe(401);

  const after = await scrape();
  // Other tests run beside this one on the same server: at least ours.
  const moved = (series: string) => valueOf(after, series) - valueOf(before, series);
  expect(moved("storefront_inquiries_accepted_total")).toBeGreaterThanOrEqual(1);
  expect(moved("storefront_failed_logins_total")).toBeGreaterThanOrEqual(1);
  expect(
    moved(
      'storefront_http_request_duration_seconds_count{method="POST",route="/api/inquiries",status="2xx"}',
    ),
  ).toBeGreaterThanOrEqual(1);
  expect(after).toMatch(/^storefront_outbox_pending \d+$/m);
  expect(after).toMatch(/^storefront_outbox_oldest_pending_seconds \d+$/m);
});

test("/healthz says ok, with the mail backlog, and every answer has a request id", async ({
  request,
}) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    status: "ok",
    database: "ok",
    mail: { pending: expect.any(Number) },
    uptime: expect.any(Number),
  });
  const ids = await Promise.all(
    ["/healthz", "/about", "/no-such-page"].map(
      async (path) => (await request.get(path)).headers()["x-request-id"],
    ),
  );
  for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Set(ids).size).toBe(3);
});

test("a post its client abandons half-way is counted as a 4xx, not a 5xx", async ({
  baseURL,
  request,
}) => {
  const scrape = async () => (await request.get("/metrics", { headers: authorized })).text();
  const series = (status: string) =>
    `storefront_http_request_duration_seconds_count{method="POST",route="/api/inquiries",status="${status}"}`;
  const before = await scrape();
  // Streamed (no Content-Length), so the body is read as it comes, and cut off.
  await abandoned(baseURL, "/api/inquiries", { "content-type": "application/json" }, '{"name":');
  await expect
    .poll(async () => valueOf(await scrape(), series("4xx")) - valueOf(before, series("4xx")))
    .toBeGreaterThanOrEqual(1);
  expect(valueOf(await scrape(), series("5xx"))).toBe(valueOf(before, series("5xx")));
});

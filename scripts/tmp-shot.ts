import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tools/chromium.ts";
const base = "http://127.0.0.1:4500";
const browser = await chromium.launch(chromiumLaunchOptions());
for (const [w, h, tag] of [
  [1280, 900, "desktop"],
  [375, 800, "phone"],
] as const) {
  const context = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await context.newPage();
  page.on("console", (m) => console.log("console", m.type(), m.text()));
  page.on("pageerror", (e) => console.log("pageerror", e.message));
  await page.goto(`${base}/auth`);
  await page.fill("#auth-email", "grace@example.co.ke");
  await page.fill("#auth-password", "secret-pass-1");
  await page.press("#auth-password", "Enter");
  await page.waitForURL((u) => !u.pathname.startsWith("/auth"));
  await page.goto(`${base}/staff/inquiries/MW-10001`);
  if ((tag as string) === "none") {
    await page.fill(
      "#reply-body",
      "Hello Wanjiku,\n\nYes, we have 5 in stock. The price is KES 38,500 each, delivered to Westlands on Friday.",
    );
    await page.click("button[value=reply]");
    await page.waitForSelector("text=Reply queued");
    await page.fill("#note-text", "Called her; she wants an invoice in the company name.");
    await page.click("button[value=note]");
    await page.waitForSelector("text=Note added");
  }
  await page.screenshot({ path: `/tmp/st/inquiry-${tag}.png`, fullPage: true });
  await page.goto(`${base}/staff`);
  await page.screenshot({ path: `/tmp/st/inbox-${tag}.png`, fullPage: true });
  await page.goto(`${base}/staff/team`);
  await page.screenshot({ path: `/tmp/st/team-${tag}.png`, fullPage: true });
  await context.close();
}
await browser.close();

import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { product } from "./catalogue-data.ts";

const item = product("hp-85a-black-toner");

test("opens for the product, validates, sends, confirms and resets", async ({ page }) => {
  await page.goto(`/product/${item.slug}`);
  const trigger = page.getByRole("link", { name: "Send Inquiry" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: `Inquire about ${item.name}` });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/product/${item.slug}$`));
  await expect(dialog.getByLabel("Message")).toHaveValue(`Interested in ${item.name}`);
  await expect(dialog.getByLabel("Full Name")).toBeFocused();
  await expectNoAxeViolations(page);

  // The browser's own checks stop an empty required field.
  let posted = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/inquiries")) posted += 1;
  });
  await dialog.getByRole("button", { name: "Send Inquiry" }).click();
  expect(
    await dialog.getByLabel("Full Name").evaluate((el: HTMLInputElement) => el.validity.valid),
  ).toBe(false);
  // The shared schema catches what the browser lets through.
  await dialog.getByLabel("Full Name").fill("Wairimu Njoroge");
  await dialog.getByLabel("Email Address").fill("wairimu@b");
  await dialog.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(dialog.getByText("Enter a valid email address")).toBeVisible();
  await expect(dialog.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
  expect(posted).toBe(0);

  // Hold the request to see the sending state.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/inquiries", async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByLabel("Email Address").fill("wairimu@example.co.ke");
  await dialog.getByLabel("Phone Number").fill("0733 123 456");
  await dialog.getByRole("button", { name: "Send Inquiry" }).click();
  const sending = dialog.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  release();

  await expect(page.getByText("Inquiry Sent!")).toBeVisible();
  await expect(
    page.getByText("Thank you for your interest. We'll get back to you soon."),
  ).toBeVisible();
  // Exactly the spec's toast: the reference goes by e-mail, not into it.
  await expect(page.locator("[data-sonner-toast]")).toHaveText(
    "Inquiry Sent!Thank you for your interest. We'll get back to you soon.",
  );
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // Opened again: a fresh form, message prefilled.
  await trigger.click();
  await expect(dialog.getByLabel("Full Name")).toHaveValue("");
  await expect(dialog.getByLabel("Phone Number")).toHaveValue("");
  await expect(dialog.getByLabel("Message")).toHaveValue(`Interested in ${item.name}`);
});

test.describe("when sending fails", () => {
  test.use({ allowConsoleErrors: true });

  test("the dialog stays open with everything typed, a destructive toast says so, the error is logged", async ({
    page,
    consoleErrors,
  }) => {
    await page.route("**/api/inquiries", (route) => route.abort("connectionrefused"));
    await page.goto("/about");
    await page.getByRole("link", { name: "Get Started" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Inquiry" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Message")).toHaveValue("");
    await dialog.getByLabel("Full Name").fill("Baraka Otieno");
    await dialog.getByLabel("Email Address").fill("baraka@example.co.ke");
    await dialog.getByLabel("Message").fill("Ten laptops for a school lab.");
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();

    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Error" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(
      "Failed to send inquiry. Please try again or contact us directly.",
    );
    await expect(toast).toHaveAttribute("data-type", "error");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Baraka Otieno");
    await expect(dialog.getByLabel("Email Address")).toHaveValue("baraka@example.co.ke");
    await expect(dialog.getByLabel("Message")).toHaveValue("Ten laptops for a school lab.");
    await expect(dialog.getByRole("button", { name: "Send Inquiry" })).toBeEnabled();
    expect(consoleErrors.some((text) => text.includes("Inquiry not sent"))).toBe(true);
  });
});

test("Escape closes the dialog and focus returns to its trigger", async ({ page }) => {
  await page.goto("/about");
  const trigger = page.getByRole("link", { name: "Get Started" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Send Inquiry" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("pages load no script until an inquiry control is used", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(`/product/${item.slug}`);
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);
  await page.getByRole("link", { name: "Send Inquiry" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(scripts.some((url) => /\/assets\/inquiry-dialog\.island-[\w-]+\.js$/.test(url))).toBe(
    true,
  );
});

test("an empty phone and message are sent as omitted", async ({ page }) => {
  await page.goto(`/product/${item.slug}`);
  await page.getByRole("link", { name: "Send Inquiry" }).click();
  const dialog = page.getByRole("dialog", { name: `Inquire about ${item.name}` });
  await dialog.getByLabel("Full Name").fill("Otieno Ouma");
  await dialog.getByLabel("Email Address").fill("otieno@example.co.ke");
  await dialog.getByLabel("Message").fill("");
  const request = page.waitForRequest((r) => r.url().endsWith("/api/inquiries"));
  await dialog.getByRole("button", { name: "Send Inquiry" }).click();
  const body = (await request).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ name: "Otieno Ouma", email: "otieno@example.co.ke" });
  expect(body).not.toHaveProperty("phone");
  expect(body).not.toHaveProperty("message");
  await expect(page.getByText("Inquiry Sent!")).toBeVisible();
});

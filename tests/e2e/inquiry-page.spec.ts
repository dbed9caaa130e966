import { findMail, recipientOf } from "#tests/fixtures/mail-folder.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { product } from "./catalogue-data.ts";

/**
 * The business's notification about the inquiry from `name` (the customer's
 * acknowledgement never repeats the name, and goes to the customer).
 */
const mailFrom = (name: string) => findMail((mail) => (mail.subject ?? "").includes(name));

/** The acknowledgement of the inquiry with this reference, sent to `email`. */
const acknowledgement = (email: string, reference: string) =>
  findMail((mail) => recipientOf(mail) === email && (mail.subject ?? "").includes(reference));

const REFERENCE = /^MW-\d{5}$/;

/** The reference the thank-you page's address carries. */
function referenceIn(url: string): string {
  return new URL(url).searchParams.get("ref") ?? "";
}

/** A form returned with errors is a 400 page; the browser notes that status, nothing else may be logged. */
function onlyStatusNotes(errors: string[]) {
  expect(errors.filter((text) => !text.includes("status of 400"))).toEqual([]);
}

test.describe("the inquiry form without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowConsoleErrors: true });

  test("from a product page: errors come back with the values kept, then it is sent", async ({
    page,
    consoleErrors,
  }) => {
    const item = product("mercury-ups-650va");
    await page.goto(`/product/${item.slug}`);
    await page.getByRole("link", { name: "Send Inquiry" }).click();
    await expect(page).toHaveURL(/\/inquiry\?product=mercury-ups-650va/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Inquire about ${item.name}`);
    await expect(page.getByLabel("Message")).toHaveValue(`Interested in ${item.name}`);

    const name = `Kamau ${Date.now()}`;
    await page.getByLabel("Full Name").fill(name);
    // The browser accepts a@b; the server's check does not.
    await page.getByLabel("Email Address").fill("kamau@b");
    await page.getByLabel("Phone Number").fill("0722 000 111");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    expect((await response).status()).toBe(400);
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue(name);
    await expect(page.getByLabel("Phone Number")).toHaveValue("0722 000 111");
    await expect(page.getByLabel("Message")).toHaveValue(`Interested in ${item.name}`);
    await expect(page.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Inquire about ${item.name}`);

    const email = `kamau.${Date.now()}@example.co.ke`;
    await page.getByLabel("Email Address").fill(email);
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page).toHaveURL(
      /\/inquiry\/sent\?ref=MW-\d{5}&from=%2Fproduct%2Fmercury-ups-650va$/,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inquiry Sent!");
    await expect(
      page.getByText("Thank you for your interest. We'll get back to you soon."),
    ).toBeVisible();
    // The thank-you page shows the reference the e-mails carry.
    const reference = referenceIn(page.url());
    expect(reference).toMatch(REFERENCE);
    await expect(page.getByText(reference)).toBeVisible();

    await expect.poll(() => mailFrom(name), { timeout: 10_000 }).toBeTruthy();
    const mail = await mailFrom(name);
    expect(mail?.subject).toBe(`Inquiry about ${item.name} from ${name} (${reference})`);
    expect(mail?.replyTo?.text).toBe(email);
    expect(mail?.text).toContain("0722 000 111");
    expect(mail?.text).toContain(`Reference: ${reference}`);
    expect(mail?.text).toMatch(
      new RegExp(`In the back office: http\\S+/auth\\?next=%2Fstaff%2Finquiries%2F${reference}`),
    );

    // And the customer's acknowledgement: the reference, the product, never the name.
    await expect.poll(() => acknowledgement(email, reference), { timeout: 10_000 }).toBeTruthy();
    const ack = await acknowledgement(email, reference);
    expect(ack?.text).toContain(item.name);
    expect(ack?.text).not.toContain(name);

    await page.getByRole("link", { name: "Back to where you were" }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${item.slug}$`));
    onlyStatusNotes(consoleErrors);
  });

  test("About's 'Get Started' opens a general inquiry", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("link", { name: "Get Started" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Send Inquiry");
    await expect(page.getByLabel("Message")).toHaveValue("");
    await expect(page.getByLabel("Full Name")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Email Address")).toHaveAttribute("type", "email");
  });
});

// Axe needs script in the page, so these run with JavaScript on; the pages
// are the same server-rendered HTML.
test.describe("accessibility", () => {
  test.use({ allowConsoleErrors: true });

  test("the form, its errors and the thank-you page have zero axe violations", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/inquiry?product=hp-85a-black-toner");
    await expectNoAxeViolations(page);
    await page.getByLabel("Full Name").fill("Njeri");
    await page.getByLabel("Email Address").fill("njeri@b");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Email Address").fill("njeri@example.co.ke");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inquiry Sent!");
    await expectNoAxeViolations(page);
    onlyStatusNotes(consoleErrors);
  });
});

test("a script typed into the form stays text on the error page", async ({ request }) => {
  const response = await request.post("/inquiry", {
    form: { name: "<script>window.hacked=1</script>", email: "nope" },
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain("&lt;script&gt;window.hacked=1&lt;/script&gt;");
  expect(html).not.toContain("<script>window.hacked=1</script>");
});

test.describe("form posts as other clients send them", () => {
  const form = "application/x-www-form-urlencoded";

  test("a form posted to the API is sent on to the inquiry page, and gets that page", async ({
    request,
  }) => {
    const name = `Wafula ${Date.now()}`;
    const refused = await request.post("/api/inquiries", { form: { name, email: "nope" } });
    expect(refused.url()).toMatch(/\/inquiry$/);
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("Enter a valid email address");

    const sent = await request.post("/api/inquiries", {
      form: { name, email: "wafula@example.co.ke", page: "/about" },
    });
    expect(sent.url()).toMatch(/\/inquiry\/sent\?ref=MW-\d{5}&from=%2Fabout$/);
    expect(await sent.text()).toContain(referenceIn(sent.url()));
    await expect.poll(() => mailFrom(name), { timeout: 10_000 }).toBeTruthy();
    expect((await mailFrom(name))?.subject).toBe(
      `General Inquiry from ${name} (${referenceIn(sent.url())})`,
    );
    await expect
      .poll(() => acknowledgement("wafula@example.co.ke", referenceIn(sent.url())), {
        timeout: 10_000,
      })
      .toBeTruthy();
  });

  test("malformed percent-encoding is decoded leniently, never failing", async ({ request }) => {
    const response = await request.post("/inquiry", {
      headers: { "content-type": form },
      data: "name=%E0%A4%A&email=a%40b.co",
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toMatch(/^\/inquiry\/sent\?ref=MW-\d{5}&from=%2F$/);
  });

  test("never redirects off the site, and refuses a body over 32 KB", async ({ request }) => {
    const offSite = await request.post("/inquiry", {
      form: { name: "A", email: "a@example.com", page: "//evil.example" },
      maxRedirects: 0,
    });
    expect(offSite.status()).toBe(400);
    const large = await request.post("/inquiry", {
      form: { name: "A", email: "a@example.com", message: "x".repeat(33 * 1024) },
    });
    expect(large.status()).toBe(413);
    expect(await large.text()).toBe("The inquiry is too large (at most 32 KB).");
  });
});

// The inbox's CSV export against the production build: an owner made with
// `npm run staff`, inquiries sent through the API, the export filtered by a
// search; and nobody else gets it.

import { freshAddress, signUpAndVerify } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { signedInStaff } from "./staff.ts";

test("an owner downloads the filtered inquiries as a CSV file", async ({ page }) => {
  await signedInStaff(page, "owner");
  const marker = `csv${Date.now()}`;
  const sent = [
    {
      name: "Wanjiku Export",
      email: `${marker}.wanjiku@example.co.ke`,
      phone: "+254 712 000 111",
      message: `=HYPERLINK("http://evil.example") ${marker}, with a comma`,
    },
    {
      name: "Otieno Export",
      email: `${marker}.otieno@example.co.ke`,
      message: "Line one\nline two",
    },
  ];
  for (const inquiry of sent) {
    const response = await page.request.post("/api/inquiries", { data: inquiry });
    expect(response.status()).toBe(201);
  }

  const response = await page.request.get(`/staff/export.csv?q=${marker}`);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(headers["content-disposition"]).toMatch(
    /^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  expect(headers["cache-control"]).toBe("no-store");

  const text = (await response.text()).replace(/^\uFEFF/, "");
  const records = text.split("\r\n").filter(Boolean);
  expect(records[0]).toBe(
    "Reference,Received (Nairobi time),Status,Name,E-mail,Phone,Product,Category,Assigned to,Reply due,First reply,Message,Page",
  );
  // Newest first: Otieno's, then Wanjiku's; both new, with a reference.
  expect(records).toHaveLength(3);
  expect(records[1]).toMatch(/^MW-\d+,\d{4}-\d{2}-\d{2} \d{2}:\d{2},New,Otieno Export,/);
  expect(records[1]).toContain('"Line one\nline two"');
  expect(records[2]).toMatch(/^MW-\d+,[^,]+,New,Wanjiku Export,/);
  // A phone number as written: a spreadsheet keeps the + and runs nothing.
  expect(records[2]).toContain(`,"=""+254 712 000 111""",`);
  expect(records[2]).toContain(`"'=HYPERLINK(""http://evil.example"") ${marker}, with a comma"`);

  // A search that matches nothing: the header alone.
  const none = await page.request.get(`/staff/export.csv?q=${marker}-nothing`);
  expect(
    (await none.text())
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean),
  ).toHaveLength(1);
});

test("a signed-in customer and a visitor get the 404", async ({ page }) => {
  const visitor = await page.request.get("/staff/export.csv");
  expect(visitor.status()).toBe(404);
  await signUpAndVerify(page, freshAddress("customer"));
  const customer = await page.request.get("/staff/export.csv");
  expect(customer.status()).toBe(404);
  expect(customer.headers()["content-type"]).not.toContain("text/csv");
});

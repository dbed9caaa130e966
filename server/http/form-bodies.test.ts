// What a page's action may be sent: a form, or a refusal before it is read.

import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { NOT_A_FORM, UNREADABLE_FORM, formBodiesOnly } from "./form-bodies.ts";

const app = new Hono();
app.all("*", formBodiesOnly(), async (c) => {
  if (c.req.method === "GET") return c.text("page");
  const form = await c.req.raw.formData();
  return c.text(`form: ${String(form.get("name"))}`);
});

const post = (body: BodyInit | null, type?: string) =>
  app.request("/inquiry", {
    method: "POST",
    body,
    headers: type ? { "content-type": type } : {},
  });

describe("formBodiesOnly", () => {
  it("lets forms through, url-encoded and multipart", async () => {
    const encoded = await post("name=Wanjiru", "application/x-www-form-urlencoded");
    expect(await encoded.text()).toBe("form: Wanjiru");
    const multipart = new FormData();
    multipart.set("name", "Otieno");
    expect(await (await app.request("/inquiry", { method: "POST", body: multipart })).text()).toBe(
      "form: Otieno",
    );
  });

  it("refuses what is not a form with 415: JSON, XML, no type at all", async () => {
    for (const [body, type] of [
      ['{"name":"x"}', "application/json"],
      ["<x/>", "text/xml"],
      ["name=x", undefined],
    ] as const) {
      const response = await post(body, type);
      expect(response.status, type).toBe(415);
      expect(await response.text()).toBe(NOT_A_FORM);
    }
  });

  it("refuses a multipart body that cannot be read with 400", async () => {
    const response = await post(
      '--xyz\r\nContent-Disposition: form-data; name="na',
      "multipart/form-data; boundary=xyz",
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(UNREADABLE_FORM);
  });

  it("leaves requests without a body alone", async () => {
    expect(await (await app.request("/inquiry")).text()).toBe("page");
  });
});

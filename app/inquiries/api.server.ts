// POST /api/inquiries, as the dialog sends it:
// JSON. 201 { id } once stored; 400 naming each bad field; 413 over 32 KB;
// 415 for other content types; 429 when one client sends too many. Bad input
// never gets a 5xx. A plain form post (no JavaScript) belongs to the inquiry
// page's route action: it is sent there with a 307, which keeps the method
// and the body, and gets that page back.

import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { type AppEnv, mediaType } from "#app/platform/http-context.server.ts";
import { INQUIRY_MESSAGES, type InquiryIntake, MAX_INQUIRY_BYTES } from "./intake.server.ts";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export function inquiryApi(intake: InquiryIntake): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.post("/", async (c, next) => {
    const type = mediaType(c);
    if (FORM_TYPES.includes(type)) return c.redirect("/inquiry", 307);
    if (type !== "application/json") {
      return c.json({ error: "Send the inquiry as application/json or as a form." }, 415);
    }
    return next();
  });

  api.post(
    "/",
    bodyLimit({
      maxSize: MAX_INQUIRY_BYTES,
      onError: (c) => c.json({ error: INQUIRY_MESSAGES.tooLarge }, 413),
    }),
    async (c) => {
      let data: unknown;
      try {
        data = await c.req.json();
      } catch {
        data = null;
      }
      if (typeof data !== "object" || data === null || Array.isArray(data)) {
        return c.json({ error: "The request body is not a valid inquiry object." }, 400);
      }
      // (The client is unset where the API is mounted on its own, as in its tests.)
      const result = await intake(
        data as Record<string, unknown>,
        c.get("client")?.address ?? "unknown",
      );
      if (result.kind === "accepted")
        return c.json({ id: result.id, reference: result.reference }, 201);
      const { status, state, retryAfter } = result;
      if (retryAfter) c.header("Retry-After", String(retryAfter));
      const error = state.errors.form ?? INQUIRY_MESSAGES.checkFields;
      return c.json({ error, ...(status === 400 ? { fields: state.errors } : {}) }, status);
    },
  );

  return api;
}

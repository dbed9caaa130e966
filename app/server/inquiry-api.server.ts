// POST /api/inquiries (BRIEF: Operating contract): JSON or a plain form post.
// 201 { id } once stored; 400 naming each bad field; 413 over 32 KB; 415 for
// other content types; 429 when one client sends too many. Bad input never
// gets a 5xx. A form post (no JavaScript) gets a page back, not JSON.

import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { rateLimiter } from "hono-rate-limiter";
import type { InquiryFormState } from "#app/inquiries/form-state.ts";
import { sitePath } from "#app/inquiries/links.ts";
import {
  HONEYPOT_FIELD,
  INQUIRY_LIMITS,
  inquiryFieldErrors,
  inquirySchema,
} from "#app/inquiries/schema.ts";
import type { AppEnv } from "./http-context.server.ts";
import type { Db } from "./db.server.ts";
import { submitInquiry } from "./inquiries.server.ts";
import { logger } from "./logger.server.ts";
import { countInquiryAccepted, countRateLimited } from "./metrics.server.ts";
import { databaseStore } from "./rate-limit-store.server.ts";

export const MAX_BODY_BYTES = 32 * 1024;

export interface InquiryApiOptions {
  readonly db: Db;
  /** The business inbox (INQUIRY_TO). */
  readonly recipient: string;
  readonly origin: string;
  /** Called once an inquiry is stored: the outbox worker sends it now. */
  readonly onAccepted?: () => void;
  /** Requests per client per window; null lifts the limit (benchmarks). */
  readonly rateLimit?: { limit: number; windowMs: number } | null;
  /**
   * Renders the inquiry page for a form post that cannot be accepted, with
   * its errors and the values typed. Without it, form posts get JSON.
   */
  readonly renderForm?: (
    request: Request,
    state: InquiryFormState,
    status: number,
  ) => Promise<Response>;
}

function contentType(c: Context): string {
  return (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

function isFormPost(c: Context): boolean {
  return ["application/x-www-form-urlencoded", "multipart/form-data"].includes(contentType(c));
}

/** What the visitor typed, to give back with the errors: known text fields only, bounded. */
function formValues(data: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, max] of Object.entries(INQUIRY_LIMITS)) {
    const value = data[key];
    if (typeof value === "string") values[key] = value.slice(0, max);
  }
  return values;
}

type Body =
  { kind: "json" | "form"; data: unknown } | { kind: "unsupported" } | { kind: "malformed" };

async function readBody(c: Context): Promise<Body> {
  if (contentType(c) === "application/json") {
    try {
      return { kind: "json", data: await c.req.json() };
    } catch {
      return { kind: "malformed" };
    }
  }
  if (isFormPost(c)) {
    try {
      const form = await c.req.parseBody();
      // Files are not part of an inquiry: keep text fields only.
      const fields = Object.entries(form).filter(([, value]) => typeof value === "string");
      return { kind: "form", data: Object.fromEntries(fields) };
    } catch {
      return { kind: "malformed" };
    }
  }
  return { kind: "unsupported" };
}

export function inquiryApi(options: InquiryApiOptions): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const limit =
    options.rateLimit === undefined ? { limit: 10, windowMs: 10 * 60_000 } : options.rateLimit;

  /** The answer to a request that cannot be accepted: a page for a form post, else JSON. */
  const refuse = (
    c: Context,
    status: 400 | 413 | 415 | 429 | 503,
    error: string,
    state?: InquiryFormState,
  ) => {
    if (options.renderForm && isFormPost(c)) {
      return options.renderForm(
        c.req.raw,
        state ?? { values: {}, errors: { form: error } },
        status,
      );
    }
    return c.json({ error, ...(state ? { fields: state.errors } : {}) }, status);
  };

  api.post(
    "/",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        refuse(c, 413, `The inquiry is too large (at most ${MAX_BODY_BYTES / 1024} KB).`),
    }),
  );
  // Only the posts count: a GET or OPTIONS sends no inquiry.
  if (limit) {
    api.post(
      "/",
      rateLimiter({
        windowMs: limit.windowMs,
        limit: limit.limit,
        standardHeaders: "draft-7",
        // Set by the server from the connection or a trusted proxy.
        // (Unset where the API is mounted on its own, as in its tests.)
        keyGenerator: (c: Context<AppEnv>) => c.get("client")?.address ?? "unknown",
        store: databaseStore(options.db, limit.windowMs),
        handler: (c) => {
          countRateLimited("inquiries");
          return refuse(c, 429, "Too many inquiries from this connection. Please try again later.");
        },
      }),
    );
  }

  api.post("/", async (c) => {
    const body = await readBody(c);
    if (body.kind === "unsupported") {
      return refuse(c, 415, "Send the inquiry as application/json or as a form.");
    }
    if (
      body.kind === "malformed" ||
      typeof body.data !== "object" ||
      body.data === null ||
      Array.isArray(body.data)
    ) {
      return refuse(c, 400, "The request body is not a valid inquiry object.");
    }
    const data = body.data as Record<string, unknown>;
    // An accepted form post lands on the thank-you page, where a reload
    // cannot send it twice.
    const accepted = (id: string) => {
      if (body.kind === "json") return c.json({ id }, 201);
      const from = sitePath(typeof data.page === "string" ? data.page : undefined) ?? "/";
      return c.redirect(`/inquiry/sent?from=${encodeURIComponent(from)}`, 303);
    };
    // A filled-in honeypot is a bot: answer as if accepted, store nothing.
    if (typeof data[HONEYPOT_FIELD] === "string" && data[HONEYPOT_FIELD] !== "") {
      return accepted(crypto.randomUUID());
    }
    const parsed = inquirySchema.safeParse(data);
    if (!parsed.success) {
      return refuse(c, 400, "Please check the highlighted fields.", {
        values: formValues(data),
        errors: inquiryFieldErrors(parsed.error),
      });
    }
    try {
      const { id } = await submitInquiry(options.db, parsed.data, {
        recipient: options.recipient,
        origin: options.origin,
      });
      countInquiryAccepted();
      options.onAccepted?.();
      return accepted(id);
    } catch (error) {
      logger.error({ err: error }, "Could not store an inquiry");
      const message =
        "We could not take your inquiry just now. Please try again or contact us directly.";
      return refuse(c, 503, message, { values: formValues(data), errors: { form: message } });
    }
  });

  return api;
}

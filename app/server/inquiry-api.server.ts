// POST /api/inquiries (BRIEF: Operating contract): JSON or a plain form post.
// 201 { id } once stored; 400 naming each bad field; 413 over 32 KB; 415 for
// other content types; 429 when one client sends too many. Bad input never
// gets a 5xx.

import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { rateLimiter } from "hono-rate-limiter";
import {
  HONEYPOT_FIELD,
  fieldErrors,
  inquirySchema,
} from "#app/inquiries/schema.ts";
import type { Db } from "./db.server.ts";
import { submitInquiry } from "./inquiries.server.ts";

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
}

function clientKey(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

type Body =
  | { kind: "json" | "form"; data: unknown }
  | { kind: "unsupported" }
  | { kind: "malformed" };

async function readBody(c: Context): Promise<Body> {
  const type = (c.req.header("content-type") ?? "")
    .split(";")[0]
    ?.trim()
    .toLowerCase();
  if (type === "application/json") {
    try {
      return { kind: "json", data: await c.req.json() };
    } catch {
      return { kind: "malformed" };
    }
  }
  if (
    type === "application/x-www-form-urlencoded" ||
    type === "multipart/form-data"
  ) {
    try {
      const form = await c.req.parseBody();
      // Files are not part of an inquiry: keep text fields only.
      const fields = Object.fromEntries(
        Object.entries(form).filter(([, value]) => typeof value === "string"),
      );
      return { kind: "form", data: fields };
    } catch {
      return { kind: "malformed" };
    }
  }
  return { kind: "unsupported" };
}

export function inquiryApi(options: InquiryApiOptions): Hono {
  const api = new Hono();
  const limit =
    options.rateLimit === undefined
      ? { limit: 10, windowMs: 10 * 60_000 }
      : options.rateLimit;

  api.use(
    "/",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        c.json(
          {
            error: `The inquiry is too large (at most ${MAX_BODY_BYTES / 1024} KB).`,
          },
          413,
        ),
    }),
  );
  if (limit) {
    api.use(
      "/",
      rateLimiter({
        windowMs: limit.windowMs,
        limit: limit.limit,
        standardHeaders: "draft-7",
        keyGenerator: clientKey,
        handler: (c) =>
          c.json(
            {
              error:
                "Too many inquiries from this connection. Please try again later.",
            },
            429,
          ),
      }),
    );
  }

  api.post("/", async (c) => {
    const body = await readBody(c);
    if (body.kind === "unsupported") {
      return c.json(
        { error: "Send the inquiry as application/json or as a form." },
        415,
      );
    }
    if (
      body.kind === "malformed" ||
      typeof body.data !== "object" ||
      body.data === null ||
      Array.isArray(body.data)
    ) {
      return c.json(
        { error: "The request body is not a valid inquiry object." },
        400,
      );
    }
    const data = body.data as Record<string, unknown>;
    // A filled-in honeypot is a bot: answer as if accepted, store nothing.
    if (
      typeof data[HONEYPOT_FIELD] === "string" &&
      data[HONEYPOT_FIELD] !== ""
    ) {
      return c.json({ id: crypto.randomUUID() }, 201);
    }
    const parsed = inquirySchema.safeParse(data);
    if (!parsed.success) {
      return c.json(
        {
          error: "Please check the highlighted fields.",
          fields: fieldErrors(parsed.error),
        },
        400,
      );
    }
    try {
      const { id } = await submitInquiry(options.db, parsed.data, {
        recipient: options.recipient,
        origin: options.origin,
      });
      options.onAccepted?.();
      return c.json({ id }, 201);
    } catch (error) {
      console.error("Could not store an inquiry:", error);
      return c.json(
        {
          error:
            "We could not take your inquiry just now. Please try again or contact us directly.",
        },
        503,
      );
    }
  });

  return api;
}

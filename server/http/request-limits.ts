// How large a request body may be. Nothing a visitor sends needs more than
// 32 KB (an inquiry, a login, a sign-up): a larger body is refused (413)
// before it is read, so it can neither fill the database nor the server's
// memory. The back office's forms take up to 1 MB: a reply of 20,000
// characters, each up to 9 bytes once a form encodes it. Two take files:
// a product photo, and a reply to a customer with its attachments.

import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_REPLY_FILES_BYTES, REPLY_FILES_MESSAGES } from "#app/back-office/reply-files.ts";
import { INQUIRY_MESSAGES, MAX_INQUIRY_BYTES } from "#app/inquiries/intake.server.ts";

export const MAX_REQUEST_BYTES = MAX_INQUIRY_BYTES;
export const MAX_STAFF_REQUEST_BYTES = 1024 * 1024;
/** A product photo's upload: the photo's own limit (25 MB, said in its words) and room to spare. */
export const MAX_PHOTO_REQUEST_BYTES = 30 * 1024 * 1024;
const isPhotoUpload = (path: string) => /^\/staff\/catalogue\/[^/]+\/photos$/.test(path);
/** A reply's files (10 MB in all, checked by sendReply) and the rest of its form. */
export const MAX_REPLY_REQUEST_BYTES = MAX_REPLY_FILES_BYTES + MAX_STAFF_REQUEST_BYTES;
// The inquiry's page, or its data URL when the page has script (a <Form> posts there).
const isReply = (path: string) => /^\/staff\/inquiries\/[^/]+?(\.data)?$/.test(path);

export const tooLarge = (bytes: number) =>
  `This request is too large (at most ${bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`}).`;

const isStaff = (path: string) => path === "/staff" || path.startsWith("/staff/");

/** The answer in the kind the client asked in: JSON for the API, text for a page's form. */
function refuse(c: Context): Response {
  const path = c.req.path;
  if (path === "/inquiry") return c.text(INQUIRY_MESSAGES.tooLarge, 413);
  if (isReply(path)) return c.text(REPLY_FILES_MESSAGES.tooLarge, 413);
  const message = tooLarge(limitFor(path));
  // (better-auth's own clients read `message`; ours read `error`.)
  if (path.startsWith("/api/")) return c.json({ error: message, message }, 413);
  return c.text(message, 413);
}

function limitFor(path: string): number {
  if (isPhotoUpload(path)) return MAX_PHOTO_REQUEST_BYTES;
  if (isReply(path)) return MAX_REPLY_REQUEST_BYTES;
  return isStaff(path) ? MAX_STAFF_REQUEST_BYTES : MAX_REQUEST_BYTES;
}

export function limitBodies(): MiddlewareHandler {
  const limits = new Map(
    [
      MAX_REQUEST_BYTES,
      MAX_STAFF_REQUEST_BYTES,
      MAX_PHOTO_REQUEST_BYTES,
      MAX_REPLY_REQUEST_BYTES,
    ].map((maxSize) => [maxSize, bodyLimit({ maxSize, onError: refuse })]),
  );
  return (c, next) => {
    const limit = limits.get(limitFor(c.req.path));
    if (!limit) throw new Error("No body limit for this path");
    return limit(c, next);
  };
}

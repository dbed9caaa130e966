// How large a body each back-office route takes, and who may send it: read
// from the route's `handle` by the server's body limit
// (server/http/request-limits.ts), so the limits follow the route table, a
// page's data URL (`.data`, where a hydrated form posts) included. Anyone
// else, and anyone without the permission, gets the public 32 KB, decided
// from the session before a byte of the body is read. Plain values, no
// server code: the route modules carry them to the browser too, where the
// forms check a file's size before sending it.

import { MAX_IMPORT_FILE_BYTES } from "#app/catalogue/csv-columns.ts";
import { MAX_UPLOAD_BYTES } from "#app/catalogue/photo-settings.ts";
import { MAX_REPLY_FILES_BYTES, REPLY_FILES_MESSAGES } from "./reply-files.ts";
import type { Permission } from "./roles.ts";

export interface BodyLimit {
  readonly bytes: number;
  /** What the sender must be allowed (a signed-in member of staff's role or grant). */
  readonly permission: Permission;
  /** The refusal in the route's own words; else the bytes, in tooLarge()'s. */
  readonly refusal?: string;
}

const MB = 1024 * 1024;
const EDIT_CATALOGUE: Permission = { catalogue: ["edit"] };

/** Any back-office form: a reply of 20,000 characters, each up to 9 bytes once a form encodes it. */
export const STAFF_FORM_LIMIT: BodyLimit = { bytes: MB, permission: { inquiry: ["read"] } };

/** A product photo's upload: the photo's own limit (said in its words) and room to spare. */
export const PHOTO_UPLOAD_LIMIT: BodyLimit = {
  bytes: MAX_UPLOAD_BYTES + 5 * MB,
  permission: EDIT_CATALOGUE,
  refusal: `This photo is too large to send: a photo may be at most ${MAX_UPLOAD_BYTES / MB} MB.`,
};

/**
 * A catalogue import: its file, or the checked text posted back to be
 * applied, url-encoded (up to three bytes a byte), with room to spare.
 */
export const CSV_IMPORT_LIMIT: BodyLimit = {
  bytes: 3 * MAX_IMPORT_FILE_BYTES + MB,
  permission: EDIT_CATALOGUE,
  refusal: `This file is too large to import: at most ${MAX_IMPORT_FILE_BYTES / MB} MB.`,
};

/** A reply's files (10 MB in all, checked by sendReply) and the rest of its form. */
export const REPLY_LIMIT: BodyLimit = {
  bytes: MAX_REPLY_FILES_BYTES + STAFF_FORM_LIMIT.bytes,
  permission: { inquiry: ["work"] },
  refusal: REPLY_FILES_MESSAGES.tooLarge,
};

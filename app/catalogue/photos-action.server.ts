// What the editor's photo forms ask (/staff/catalogue/<id>/photos): an
// upload, a photo's alt text or focal point, its place, its removal. Every
// answer is a way back to the editor, with what happened in its address,
// so the forms work the same with and without script; each change is shown
// on the site before the answer (`changed`).

import { createHmac, timingSafeEqual } from "node:crypto";
import { routeError } from "#app/lib/route-error.ts";
import { z } from "zod";
import type { Db } from "#app/platform/db.server.ts";
import type { Actor } from "./editing.server.ts";
import {
  PhotoError,
  addPhoto,
  isOtherProductsPhoto,
  movePhoto,
  removePhoto,
  setMainPhoto,
  updatePhoto,
} from "./photos.server.ts";

/** What the editor says after each kind of photo change (the `photo` parameter). */
export const PHOTO_NOTICES = {
  added: "Photo added: it is on the site.",
  saved: "Photo saved.",
  main: "That photo is the main one now.",
  moved: "Photo moved.",
  removed: "Photo removed.",
} as const;
export type PhotoNotice = keyof typeof PHOTO_NOTICES;

const photoAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("upload"), alt: z.string() }),
  z.object({
    intent: z.literal("details"),
    photoId: z.string(),
    alt: z.string(),
    focalX: z.coerce.number(),
    focalY: z.coerce.number(),
  }),
  z.object({ intent: z.enum(["main", "earlier", "later", "remove"]), photoId: z.string() }),
]);

/** What one photo form's answer tells the editor. */
interface Outcome {
  readonly notice?: PhotoNotice;
  /** A refusal in the person's words; `upload` when it is the upload form's, said beside its field. */
  readonly error?: string;
  readonly upload?: boolean;
  /** What the owner may want to fix in a photo that was added. */
  readonly warnings?: readonly string[];
}

/**
 * A seal over the words an address carries, with the server's secret: the
 * editor shows words only the server chose, never a sentence someone put
 * in a link.
 */
function seal(secret: string, words: string): string {
  return createHmac("sha256", secret).update(`photo-outcome\n${words}`).digest("base64url");
}

const sealed = (secret: string, words: string, given: string | null) => {
  if (!given) return false;
  const expected = Buffer.from(seal(secret, words));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** The editor's address, saying what happened (or what went wrong, in the person's words). */
function back(productId: string, outcome: Outcome, secret: string) {
  const params = new URLSearchParams();
  if (outcome.notice) params.set("photo", outcome.notice);
  const words = [outcome.error ?? "", ...(outcome.warnings ?? [])].join("\n");
  if (words !== "") {
    if (outcome.error) params.set("photoError", outcome.error);
    if (outcome.upload) params.set("photoUpload", "1");
    for (const warning of outcome.warnings ?? []) params.append("photoWarning", warning);
    params.set("photoSeal", seal(secret, `${outcome.upload ? "upload" : ""}\n${words}`));
  }
  return `/staff/catalogue/${productId}?${params.toString()}#photos`;
}

async function run(form: FormData, db: Db, productId: string, actor: Actor): Promise<Outcome> {
  const parsed = photoAction.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw new PhotoError("That form was not complete. Try again.");
  const asked = parsed.data;
  switch (asked.intent) {
    case "upload": {
      const file = form.get("photo");
      if (!(file instanceof File) || file.size === 0) {
        throw new PhotoError("Choose a photo to upload.");
      }
      const { warnings } = await addPhoto(db, productId, new Uint8Array(await file.arrayBuffer()), {
        alt: asked.alt,
        actor,
      });
      return { notice: "added", warnings };
    }
    case "details":
      // The form shows percentages; the photo keeps fractions.
      await updatePhoto(
        db,
        asked.photoId,
        { alt: asked.alt, focalX: asked.focalX / 100, focalY: asked.focalY / 100 },
        { actor },
      );
      return { notice: "saved" };
    case "main":
      await setMainPhoto(db, asked.photoId, { actor });
      return { notice: "main" };
    case "remove":
      await removePhoto(db, asked.photoId, { actor });
      return { notice: "removed" };
    default:
      await movePhoto(db, asked.photoId, asked.intent, { actor });
      return { notice: "moved" };
  }
}

export async function photosAction(
  form: FormData,
  {
    db,
    productId,
    actor,
    secret,
    changed,
  }: {
    db: Db;
    productId: string;
    actor: Actor;
    /** Seals the words the answer's address carries (photoOutcome checks them). */
    secret: string;
    changed: () => Promise<void>;
  },
): Promise<string> {
  // A photo is changed only through its own product's editor: another
  // product's photo is not there (the back office's 404).
  const photoId = form.get("photoId");
  if (typeof photoId === "string" && (await isOtherProductsPhoto(db, photoId, productId))) {
    throw routeError(404);
  }
  try {
    const outcome = await run(form, db, productId, actor);
    await changed();
    return back(productId, outcome, secret);
  } catch (error) {
    if (!(error instanceof PhotoError)) throw error;
    const upload = form.get("intent") === "upload";
    return back(productId, { error: error.message.slice(0, 300), upload }, secret);
  }
}

/** What the editor's address says for its photos section: only words the server sealed. */
export function photoOutcome(
  params: URLSearchParams,
  secret: string,
): {
  notice: string | null;
  error: string | null;
  /** The upload form's own refusal, said beside its field. */
  uploadError: string | null;
  warnings: string[];
} {
  const notice = params.get("photo");
  const error = params.get("photoError");
  const upload = params.get("photoUpload") === "1";
  const warnings = params.getAll("photoWarning");
  const words = [error ?? "", ...warnings].join("\n");
  const trusted = sealed(secret, `${upload ? "upload" : ""}\n${words}`, params.get("photoSeal"));
  return {
    notice: notice && notice in PHOTO_NOTICES ? PHOTO_NOTICES[notice as PhotoNotice] : null,
    error: trusted && !upload ? error : null,
    uploadError: trusted && upload ? error : null,
    warnings: trusted ? warnings : [],
  };
}

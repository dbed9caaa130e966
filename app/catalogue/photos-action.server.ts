// What the editor's photo forms ask (/staff/catalogue/<id>/photos): an
// upload, a photo's alt text or focal point, its place, its removal. Every
// answer is a way back to the editor, with what happened in its address,
// so the forms work the same with and without script; each change is shown
// on the site before the answer (`changed`).

import { z } from "zod";
import type { Db } from "#app/platform/db.server.ts";
import type { Actor } from "./editing.server.ts";
import {
  PhotoError,
  addPhoto,
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

/** The editor's address, saying what happened (or what went wrong, in the person's words). */
function back(productId: string, outcome: { photo: PhotoNotice } | { photoError: string }) {
  const params = new URLSearchParams(outcome as Record<string, string>);
  return `/staff/catalogue/${productId}?${params.toString()}#photos`;
}

async function run(form: FormData, db: Db, productId: string, actor: Actor): Promise<PhotoNotice> {
  const parsed = photoAction.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw new PhotoError("That form was not complete. Try again.");
  const asked = parsed.data;
  switch (asked.intent) {
    case "upload": {
      const file = form.get("photo");
      if (!(file instanceof File) || file.size === 0) {
        throw new PhotoError("Choose a photo to upload.");
      }
      await addPhoto(db, productId, new Uint8Array(await file.arrayBuffer()), {
        alt: asked.alt,
        actor,
      });
      return "added";
    }
    case "details":
      // The form shows percentages; the photo keeps fractions.
      await updatePhoto(
        db,
        asked.photoId,
        { alt: asked.alt, focalX: asked.focalX / 100, focalY: asked.focalY / 100 },
        { actor },
      );
      return "saved";
    case "main":
      await setMainPhoto(db, asked.photoId, { actor });
      return "main";
    case "remove":
      await removePhoto(db, asked.photoId, { actor });
      return "removed";
    default:
      await movePhoto(db, asked.photoId, asked.intent, { actor });
      return "moved";
  }
}

export async function photosAction(
  form: FormData,
  {
    db,
    productId,
    actor,
    changed,
  }: { db: Db; productId: string; actor: Actor; changed: () => Promise<void> },
): Promise<string> {
  try {
    const notice = await run(form, db, productId, actor);
    await changed();
    return back(productId, { photo: notice });
  } catch (error) {
    if (!(error instanceof PhotoError)) throw error;
    return back(productId, { photoError: error.message.slice(0, 300) });
  }
}

/** The notice or the refusal the editor's address carries, for its photos section. */
export function photoOutcome(params: URLSearchParams): {
  notice: string | null;
  error: string | null;
} {
  const notice = params.get("photo");
  return {
    notice: notice && notice in PHOTO_NOTICES ? PHOTO_NOTICES[notice as PhotoNotice] : null,
    error: params.get("photoError"),
  };
}

// The editor's photo forms as their route runs them: what the answer's
// address says reaches the editor only when the server sealed it (a link
// made elsewhere puts no words in the back office), an upload's warnings
// are said to the owner, and a photo is changed only through its own
// product's address.

import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { databaseTargets } from "#tests/fixtures/databases.ts";
import { useDatabase } from "#tests/fixtures/use-database.ts";
import { photoOutcome, photosAction } from "./photos-action.server.ts";
import { photosOf } from "./photos.server.ts";

const GRACE = { id: "owner-1", name: "Grace Kamau" };
const SECRET = "a-test-secret-of-at-least-32-characters";

/** 1000×750: taken, but soft on large screens. */
const smallPhoto = () =>
  sharp({ create: { width: 1000, height: 750, channels: 3, background: "#64748b" } })
    .jpeg()
    .toBuffer();

function form(fields: Record<string, string | Blob>): FormData {
  const posted = new FormData();
  for (const [name, value] of Object.entries(fields)) posted.set(name, value);
  return posted;
}

/** Photos are decoded and encoded: seconds each on a busy machine. */
const PHOTO_WORK = { timeout: 60_000 };

const outcomeOf = (to: string, secret = SECRET) =>
  photoOutcome(new URL(to, "http://localhost").searchParams, secret);

describe.each(databaseTargets("photos_action"))("the photo forms on $name", (target) => {
  const database = useDatabase(target);
  const act = (productId: string, fields: Record<string, string | Blob>) =>
    photosAction(form(fields), {
      db: database.handle.db,
      productId,
      actor: GRACE,
      secret: SECRET,
      changed: async () => undefined,
    });

  it(
    "tells the owner what an upload's warnings say, not only that it was added",
    PHOTO_WORK,
    async () => {
      const photo = new File([await smallPhoto()], "small.jpg", { type: "image/jpeg" });
      const to = await act("3", { intent: "upload", alt: "The printer", photo });
      const outcome = outcomeOf(to);
      expect(outcome.notice).toBe("Photo added: it is on the site.");
      expect(outcome.warnings).toEqual([expect.stringMatching(/look soft on large screens/)]);
    },
  );

  it("shows only refusals the server sealed, beside the upload when it is the upload's", async () => {
    const to = await act("3", { intent: "upload", alt: "Nothing chosen" });
    expect(outcomeOf(to)).toMatchObject({ error: null, uploadError: "Choose a photo to upload." });

    const forged = new URL(to, "http://localhost");
    forged.searchParams.set("photoError", "Your session ended: sign in at evil.example.");
    expect(outcomeOf(forged.toString())).toMatchObject({ error: null, uploadError: null });
    const unsealed = "/staff/catalogue/3?photoError=Call+0700+000+000#photos";
    expect(outcomeOf(unsealed)).toMatchObject({ error: null, uploadError: null, warnings: [] });
    // Sealed by another secret: not ours.
    expect(outcomeOf(to, "another-secret-of-at-least-32-characters")).toMatchObject({
      uploadError: null,
    });
  });

  it(
    "acts on a photo only through its own product's address (404 otherwise)",
    PHOTO_WORK,
    async () => {
      const db = database.handle.db;
      const photo = new File([await smallPhoto()], "small.jpg", { type: "image/jpeg" });
      await act("4", { intent: "upload", alt: "The UPS", photo });
      const [own] = await photosOf(db, "4");
      if (!own) throw new Error("no photo");
      const attempts: Record<string, string>[] = [
        { intent: "remove", photoId: own.id },
        { intent: "main", photoId: own.id },
        { intent: "later", photoId: own.id },
        { intent: "details", photoId: own.id, alt: "Changed", focalX: "10", focalY: "10" },
      ];
      for (const fields of attempts) {
        const refused = await act("5", fields).catch((error: unknown) => error);
        expect(refused, fields.intent).toMatchObject({ init: { status: 404 } });
      }
      expect(await photosOf(db, "4")).toEqual([own]);
      // Through its own product's address it is removed.
      expect(outcomeOf(await act("4", { intent: "remove", photoId: own.id })).notice).toBe(
        "Photo removed.",
      );
      expect(await photosOf(db, "4")).toEqual([]);
    },
  );
});

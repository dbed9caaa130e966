import { ArrowDown, ArrowUp, Star, Trash2, Upload } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import type { photoOutcome } from "#app/catalogue/photos-action.server.ts";
import { MAX_UPLOAD_BYTES } from "#app/catalogue/photo-settings.ts";
import type { PhotoSummary } from "#app/catalogue/photos.server.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmSubmit } from "#app/components/ui/confirm-dialog.tsx";
import { Field, inputProps } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { NoticeToast } from "#app/components/ui/notice-toast.tsx";

// A product's photos in its editor: upload from a phone (its camera, via
// accept="image/*"), alt text and focal point for each, the main one first.
// Each is a form of its own, posted to /staff/catalogue/<id>/photos.

/** As photo-intake.server.ts refuses: said before a long upload, not after. */
const MAX_MB = MAX_UPLOAD_BYTES / 1024 / 1024;

function UploadForm({
  action,
  first,
  refused,
}: {
  action: string;
  first: boolean;
  /** The server's refusal of the last upload. */
  refused: string | null;
}) {
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const error = tooLarge ?? refused ?? undefined;
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="grid gap-3 rounded-lg border border-dashed border-slate-300 p-3 sm:grid-cols-2"
    >
      <input type="hidden" name="intent" value="upload" />
      <Field
        id="photo-file"
        label={first ? "Photo" : "Another photo"}
        hint={`JPEG, PNG, WebP or AVIF, up to ${MAX_MB} MB. A phone offers its camera.`}
        error={error}
      >
        <input
          {...inputProps("photo-file", error, { hint: true })}
          type="file"
          name="photo"
          accept="image/*"
          required
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            const mb = file ? file.size / 1024 / 1024 : 0;
            setTooLarge(
              mb > MAX_MB
                ? `This file is ${mb.toFixed(1)} MB: a photo may be at most ${MAX_MB} MB.`
                : null,
            );
          }}
        />
      </Field>
      <Field id="photo-alt" label="What it shows (alt text)" hint="Read out to blind visitors.">
        <input
          {...inputProps("photo-alt", undefined, { hint: true })}
          name="alt"
          required
          maxLength={200}
          placeholder="The laptop open on a desk"
        />
      </Field>
      <div className="sm:col-span-2">
        <Button
          type="submit"
          disabled={tooLarge !== null}
          icon={<Upload className="size-4" aria-hidden="true" />}
        >
          Upload photo
        </Button>
      </div>
    </Form>
  );
}

function PhotoItem({
  photo,
  action,
  index,
  count,
}: {
  photo: PhotoSummary;
  action: string;
  index: number;
  count: number;
}) {
  const n = index + 1;
  const focal = (value: number) => Math.round(value * 100);
  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <div className="relative">
        <img
          src={photo.preview}
          alt={photo.alt}
          width={320}
          height={240}
          className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover"
        />
        {photo.main ? (
          <span className="absolute top-1.5 left-1.5 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
            <Star className="size-3" aria-hidden="true" /> Main photo
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <Form method="post" action={action} className="grid gap-3 sm:grid-cols-2">
          <input type="hidden" name="intent" value="details" />
          <input type="hidden" name="photoId" value={photo.id} />
          <Field id={`alt-${photo.id}`} label={`Photo ${n}: alt text`} className="sm:col-span-2">
            <input
              {...inputProps(`alt-${photo.id}`)}
              name="alt"
              defaultValue={photo.alt}
              required
              maxLength={200}
            />
          </Field>
          <Field
            id={`fx-${photo.id}`}
            label="Focus across (%)"
            hint="Where the 4:3 crop centres: 0 left, 100 right."
          >
            <input
              {...inputProps(`fx-${photo.id}`, undefined, { hint: true })}
              name="focalX"
              type="number"
              min={0}
              max={100}
              defaultValue={focal(photo.focalX)}
            />
          </Field>
          <Field id={`fy-${photo.id}`} label="Focus down (%)" hint="0 top, 100 bottom.">
            <input
              {...inputProps(`fy-${photo.id}`, undefined, { hint: true })}
              name="focalY"
              type="number"
              min={0}
              max={100}
              defaultValue={focal(photo.focalY)}
            />
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" variant="secondary" size="sm">
              Save photo {n}
            </Button>
          </div>
        </Form>
        <Form method="post" action={action} className="flex flex-wrap gap-1">
          <input type="hidden" name="photoId" value={photo.id} />
          {photo.main ? null : (
            <Button
              type="submit"
              name="intent"
              value="main"
              variant="ghost"
              size="sm"
              icon={<Star className="size-4" aria-hidden="true" />}
            >
              Make main
            </Button>
          )}
          {index > 0 ? (
            <Button
              type="submit"
              name="intent"
              value="earlier"
              variant="ghost"
              size="sm"
              aria-label={`Move photo ${n} earlier`}
              icon={<ArrowUp className="size-4" aria-hidden="true" />}
            >
              Earlier
            </Button>
          ) : null}
          {index < count - 1 ? (
            <Button
              type="submit"
              name="intent"
              value="later"
              variant="ghost"
              size="sm"
              aria-label={`Move photo ${n} later`}
              icon={<ArrowDown className="size-4" aria-hidden="true" />}
            >
              Later
            </Button>
          ) : null}
          <ConfirmSubmit
            name="intent"
            value="remove"
            variant="ghost"
            size="sm"
            aria-label={`Remove photo ${n}`}
            icon={<Trash2 className="size-4" aria-hidden="true" />}
            question={`Remove photo ${n}?`}
            explanation={
              photo.main
                ? "It leaves the site; the next photo becomes the main one."
                : "It leaves the site."
            }
            confirmLabel="Remove photo"
            cancelLabel="Keep it"
            destructive
          >
            Remove
          </ConfirmSubmit>
        </Form>
      </div>
    </li>
  );
}

export function PhotosSection({
  productId,
  photos,
  outcome,
}: {
  productId: string;
  photos: readonly PhotoSummary[];
  outcome: ReturnType<typeof photoOutcome>;
}) {
  const action = `/staff/catalogue/${productId}/photos`;
  return (
    <section
      id="photos"
      aria-labelledby="photos-title"
      className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="photos-title" className="text-sm font-semibold text-slate-900">
        Photos
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The first is the main photo, on cards and at the top of the product's page. Without one, the
        site shows the product's drawing.
      </p>
      <NoticeToast notice={outcome.notice} />
      <div className="mt-3 flex flex-col gap-3">
        {outcome.error ? <FormAlert>{outcome.error}</FormAlert> : null}
        {outcome.warnings.length > 0 ? (
          <div
            role="status"
            className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            <p className="font-medium">The photo was added. Worth knowing:</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {outcome.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {photos.length > 0 ? (
          <ol className="flex flex-col gap-3">
            {photos.map((photo, index) => (
              <PhotoItem
                key={photo.id}
                photo={photo}
                action={action}
                index={index}
                count={photos.length}
              />
            ))}
          </ol>
        ) : null}
        {/* A new form once a photo is added (not its file and words again);
            the same one, as typed, when the upload is refused. */}
        <UploadForm
          key={photos.length}
          action={action}
          first={photos.length === 0}
          refused={outcome.uploadError}
        />
      </div>
    </section>
  );
}

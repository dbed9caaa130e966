import type { FormEvent } from "react";
import { copy } from "#app/business/copy.ts";
import { PrivacyNote } from "#app/components/privacy-note.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, inputProps } from "#app/components/ui/field.tsx";
import { HONEYPOT_FIELD, INQUIRY_LIMITS, type FieldErrors } from "#app/inquiries/schema.ts";
import { FormAlert } from "#app/components/ui/form-alert.tsx";

export interface InquiryFormProps {
  /** The product asked about, if any. */
  readonly product?: string;
  /** A search that found nothing, if that is what the inquiry is about. */
  readonly about?: string;
  /** The page the inquiry is sent from (a path). */
  readonly page?: string;
  readonly values?: Readonly<Record<string, string>>;
  readonly errors?: FieldErrors;
  readonly sending?: boolean;
  readonly idPrefix?: string;
  /** Where the browser posts it: the inquiry page (its address may carry the product). */
  readonly action?: string;
  /** The dialog sends the fields itself; without it the browser posts the form. */
  readonly onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The message starts as 'Interested in <product>' when there
 * is one; asked from a search that found nothing, it names the search.
 */
export function initialMessage(product?: string, about?: string): string {
  if (product) return copy.inquiry.interestedIn(product);
  return about ? copy.inquiry.lookingFor(about) : "";
}

/**
 * The inquiry form. A plain POST to the inquiry page's
 * action, so it works without JavaScript; the dialog sends the same fields
 * as JSON to /api/inquiries.
 */
export function InquiryForm({
  product,
  about,
  page,
  values = {},
  errors = {},
  sending = false,
  idPrefix = "inquiry",
  action = "/inquiry",
  onSubmit,
}: InquiryFormProps) {
  const field = (name: keyof FieldErrors, { hint = false } = {}) => ({
    ...inputProps(`${idPrefix}-${name}`, errors[name], { hint }),
    name,
  });
  return (
    <form method="post" action={action} className="space-y-4" onSubmit={onSubmit}>
      {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
      {Object.keys(errors).length > 0 && !errors.form ? (
        <FormAlert>Please check the highlighted fields.</FormAlert>
      ) : null}
      {product ? <input type="hidden" name="product" value={product} /> : null}
      {page ? <input type="hidden" name="page" value={page} /> : null}
      {/* Bots fill in every field; people never see this one. */}
      <div className="absolute -left-[9999px]" aria-hidden="true">
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this empty</label>
        <input
          id={`${idPrefix}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <Field id={`${idPrefix}-name`} label={copy.inquiry.fullName} error={errors.name}>
        <input
          {...field("name")}
          type="text"
          required
          maxLength={INQUIRY_LIMITS.name}
          autoComplete="name"
          defaultValue={values.name}
        />
      </Field>
      <Field id={`${idPrefix}-email`} label={copy.inquiry.email} error={errors.email}>
        <input
          {...field("email")}
          type="email"
          required
          maxLength={INQUIRY_LIMITS.email}
          autoComplete="email"
          defaultValue={values.email}
        />
      </Field>
      <Field
        id={`${idPrefix}-phone`}
        label={copy.inquiry.phone}
        hint="(optional)"
        error={errors.phone}
      >
        <input
          {...field("phone", { hint: true })}
          type="tel"
          maxLength={INQUIRY_LIMITS.phone}
          autoComplete="tel"
          placeholder="0712 345 678"
          defaultValue={values.phone}
        />
      </Field>
      <Field
        id={`${idPrefix}-message`}
        label={copy.inquiry.message}
        hint="(optional)"
        error={errors.message}
      >
        <textarea
          {...field("message", { hint: true })}
          rows={4}
          maxLength={INQUIRY_LIMITS.message}
          defaultValue={values.message ?? initialMessage(product, about)}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={sending}>
        {sending ? copy.inquiry.sending : copy.inquiry.send}
      </Button>
      <PrivacyNote text={copy.privacy.formNote} className="text-center" />
    </form>
  );
}

import { DefaultSubmit } from "#app/components/ui/default-submit.tsx";
import { Plus, Send } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Field, inputProps } from "#app/components/ui/field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { cn } from "#app/lib/cn.ts";
import type { QuoteFormState } from "#app/quotes/form-state.ts";
import { QUOTE_LIMITS } from "#app/quotes/schema.ts";
import { LineFields, type ProductOption } from "./line-fields.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";

const compact = (id: string, error?: string) => cn(inputProps(id, error).className, "py-2");

/**
 * The builder of a draft quote: its lines, a discount off the whole quote,
 * the customer's company and KRA PIN, its last day, a note and its terms.
 * A plain form: adding or removing a line posts it, keeping what was typed.
 */
export function QuoteBuilder({
  state,
  errors,
  products,
  vatNote,
}: {
  state: QuoteFormState;
  errors: Partial<Record<string, string>>;
  products: readonly ProductOption[];
  /** "Prices include VAT (16%)", or that it is added. */
  vatNote: string;
}) {
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="flex flex-col gap-4" noValidate>
      {/* Enter in a field saves: the first submit button is the default one. */}
      <DefaultSubmit value="save">Save draft</DefaultSubmit>
      <input type="hidden" name="lineCount" value={state.lines.length} />
      {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}

      <Card title="Lines">
        <p className="-mt-1 mb-3 text-xs text-slate-600">{vatNote}</p>
        {errors.lines ? <p className="mb-2 text-sm text-red-700">{errors.lines}</p> : null}
        <div className="flex flex-col gap-3">
          {state.lines.map((line, index) => (
            <LineFields key={index} index={index} line={line} products={products} errors={errors} />
          ))}
        </div>
        {state.lines.length < QUOTE_LIMITS.lines ? (
          <Button
            type="submit"
            name="intent"
            value="add-line"
            variant="secondary"
            size="sm"
            className="mt-3 min-h-11"
            icon={<Plus className="size-4" aria-hidden="true" />}
          >
            Add a line
          </Button>
        ) : null}
      </Card>

      <Card title="The whole quote">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div className="grid grid-cols-[1fr_5rem] items-end gap-1">
            <Field
              id="quote-discount"
              label="Discount off the quote"
              compact
              error={errors.discount}
            >
              <input
                name="discount"
                inputMode="decimal"
                defaultValue={state.discount}
                {...inputProps("quote-discount", errors.discount)}
                className={compact("quote-discount", errors.discount)}
              />
            </Field>
            <SelectField
              id="quote-discount-kind"
              label="Quote discount in"
              hideLabel
              name="discountKind"
              compact
              defaultValue={state.discountKind}
              options={[
                { value: "percent", label: "%" },
                { value: "amount", label: "KES" },
              ]}
            />
          </div>
          <Field
            id="quote-valid-until"
            label="Valid until"
            hint="to the end of that day"
            compact
            error={errors.validUntil}
          >
            <input
              type="date"
              name="validUntil"
              defaultValue={state.validUntil}
              {...inputProps("quote-valid-until", errors.validUntil, { hint: true })}
              className={compact("quote-valid-until", errors.validUntil)}
            />
          </Field>
          <Field
            id="quote-company"
            label="Company"
            hint="(optional)"
            compact
            error={errors.company}
          >
            <input
              name="company"
              maxLength={120}
              autoComplete="organization"
              defaultValue={state.company}
              {...inputProps("quote-company", errors.company, { hint: true })}
              className={compact("quote-company", errors.company)}
            />
          </Field>
          <Field id="quote-kra-pin" label="KRA PIN" hint="(optional)" compact error={errors.kraPin}>
            <input
              name="kraPin"
              maxLength={11}
              autoCapitalize="characters"
              defaultValue={state.kraPin}
              {...inputProps("quote-kra-pin", errors.kraPin, { hint: true })}
              className={compact("quote-kra-pin", errors.kraPin)}
            />
          </Field>
        </div>
        <div className="mt-3 grid gap-3 lg:grid-cols-2">
          <Field
            id="quote-note"
            label="Note to the customer"
            hint="(optional)"
            compact
            error={errors.note}
          >
            <textarea
              name="note"
              rows={3}
              maxLength={2000}
              defaultValue={state.note}
              {...inputProps("quote-note", errors.note, { hint: true })}
            />
          </Field>
          <Field id="quote-terms" label="Terms" compact error={errors.terms}>
            <textarea
              name="terms"
              rows={3}
              maxLength={4000}
              defaultValue={state.terms}
              {...inputProps("quote-terms", errors.terms)}
            />
          </Field>
        </div>
      </Card>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
        <Button
          type="submit"
          name="intent"
          value="save"
          variant="secondary"
          className="min-h-11 flex-1 sm:flex-none"
          disabled={busy("save")}
        >
          {busy("save") ? "Saving…" : "Save draft"}
        </Button>
        <Button
          type="submit"
          name="intent"
          value="send"
          className="min-h-11 flex-1 sm:flex-none"
          disabled={busy("send")}
          icon={<Send className="size-4" aria-hidden="true" />}
        >
          {busy("send") ? "Sending…" : "Send to the customer"}
        </Button>
      </div>
    </Form>
  );
}

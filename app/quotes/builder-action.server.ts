// What the builder's buttons do: save the draft, send it, add or remove a
// line (the form again as typed, nothing saved), make a revision, or hand
// the quote to WhatsApp. A refusal comes back beside the form as it was.

import { productNames } from "#app/catalogue/store.server.ts";
import type { Db } from "#app/platform/db.server.ts";
import { EMPTY_LINE, type QuoteFormState, formStateFrom, schemaInput } from "./form-state.ts";
import { quoteFormErrors, quoteFormSchema } from "./schema.ts";
import { handQuoteToWhatsApp, sendQuote } from "./send.server.ts";
import { type Quote, QuoteError, reviseQuote, saveDraft } from "./store.server.ts";

export interface BuilderResult {
  state?: QuoteFormState;
  errors?: Partial<Record<string, string>>;
  message?: { ok: boolean; text: string };
}

export type BuilderOutcome = { redirect: string } | { result: BuilderResult; status?: number };

export async function builderAction(
  form: FormData,
  {
    db,
    quote,
    actor,
    origin,
    onSent,
  }: {
    db: Db;
    quote: Quote;
    actor: { id: string; name: string };
    origin: string;
    /** Told once the quote's e-mail is in the outbox, to send it now. */
    onSent: () => void;
  },
): Promise<BuilderOutcome> {
  const intent = String(form.get("intent") ?? "save");
  try {
    if (intent === "revise") {
      const revision = await reviseQuote(db, quote.id, { actorId: actor.id });
      return { redirect: `/staff/quotes/${revision.number}` };
    }
    if (intent === "whatsapp")
      return { redirect: await handQuoteToWhatsApp(db, quote, { actor, origin }) };
    const state = formStateFrom(form);
    if (intent === "add-line")
      return { result: { state: { ...state, lines: [...state.lines, { ...EMPTY_LINE }] } } };
    if (intent.startsWith("remove-line:")) {
      const index = Number(intent.slice("remove-line:".length));
      return { result: { state: { ...state, lines: state.lines.filter((_, i) => i !== index) } } };
    }
    const names = await productNames(db);
    const parsed = quoteFormSchema.safeParse(schemaInput(state, (id) => names.get(id)));
    if (!parsed.success)
      return { result: { state, errors: quoteFormErrors(parsed.error) }, status: 400 };
    await saveDraft(db, quote.id, parsed.data);
    if (intent === "send") {
      await sendQuote(db, quote.id, { actor, origin });
      onSent();
      return {
        result: {
          message: { ok: true, text: `Quote ${quote.number} sent to ${quote.customer.email}.` },
        },
      };
    }
    return { result: { message: { ok: true, text: "Draft saved." } } };
  } catch (error) {
    if (error instanceof QuoteError)
      return {
        result: { state: formStateFrom(form), errors: { form: error.message } },
        status: 400,
      };
    throw error;
  }
}

import { Button } from "#app/components/ui/button.tsx";
import { Field, inputProps } from "#app/components/ui/field.tsx";

export type AnswerKind = "accept" | "decline" | "change";

export interface AnswerFormsProps {
  /** The form that was posted, with what it said, when it came back with errors. */
  readonly posted?: { answer: AnswerKind; values: Record<string, string> } | null;
  readonly errors?: Partial<Record<string, string>>;
  /** An expired quote: only a new one may be asked for. */
  readonly expired?: boolean;
}

const summary =
  "cursor-pointer list-none rounded-lg px-4 py-3 text-base font-semibold [&::-webkit-details-marker]:hidden";

/**
 * The customer's three answers, each a plain form (no script): accept with
 * their full name and a purchase-order number, decline with a reason, or
 * ask for a change. The one that came back with an error stays open.
 */
export function AnswerForms({ posted, errors = {}, expired = false }: AnswerFormsProps) {
  const value = (answer: AnswerKind, name: string) =>
    posted?.answer === answer ? (posted.values[name] ?? "") : "";
  const error = (answer: AnswerKind, name: string) =>
    posted?.answer === answer ? errors[name] : undefined;
  if (expired) {
    return (
      <form method="post" className="rounded-xl border border-slate-200 bg-white p-4">
        <input type="hidden" name="answer" value="change" />
        <Field id="renew-message" label="Ask for a new quote" error={error("change", "message")}>
          <textarea
            name="message"
            rows={3}
            required
            maxLength={2000}
            defaultValue={value("change", "message") || "Please send me a new quote."}
            {...inputProps("renew-message", error("change", "message"))}
          />
        </Field>
        <Button type="submit" className="mt-3 w-full sm:w-auto">
          Ask for a new quote
        </Button>
      </form>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <details
        open={posted?.answer === "accept" || !posted}
        className="rounded-xl border-2 border-brand-600 bg-white"
      >
        <summary className={`${summary} text-brand-800`}>Accept this quote</summary>
        <form method="post" className="flex flex-col gap-3 px-4 pb-4">
          <input type="hidden" name="answer" value="accept" />
          <Field id="accept-name" label="Your full name" error={error("accept", "name")}>
            <input
              name="name"
              required
              maxLength={100}
              autoComplete="name"
              defaultValue={value("accept", "name")}
              {...inputProps("accept-name", error("accept", "name"))}
            />
          </Field>
          <Field
            id="accept-po"
            label="Purchase-order number"
            hint="(optional)"
            error={error("accept", "po")}
          >
            <input
              name="po"
              maxLength={40}
              defaultValue={value("accept", "po")}
              {...inputProps("accept-po", error("accept", "po"), { hint: true })}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            Accept quote
          </Button>
        </form>
      </details>
      <details
        open={posted?.answer === "change"}
        className="rounded-xl border border-slate-200 bg-white"
      >
        <summary className={`${summary} text-slate-900`}>Ask for a change</summary>
        <form method="post" className="flex flex-col gap-3 px-4 pb-4">
          <input type="hidden" name="answer" value="change" />
          <Field
            id="change-message"
            label="What should we change?"
            error={error("change", "message")}
          >
            <textarea
              name="message"
              rows={3}
              required
              maxLength={2000}
              defaultValue={value("change", "message")}
              {...inputProps("change-message", error("change", "message"))}
            />
          </Field>
          <Button type="submit" variant="secondary" className="w-full sm:w-auto">
            Send my request
          </Button>
        </form>
      </details>
      <details
        open={posted?.answer === "decline"}
        className="rounded-xl border border-slate-200 bg-white"
      >
        <summary className={`${summary} text-slate-900`}>Decline</summary>
        <form method="post" className="flex flex-col gap-3 px-4 pb-4">
          <input type="hidden" name="answer" value="decline" />
          <Field
            id="decline-reason"
            label="Reason"
            hint="(optional): it helps us quote better"
            error={error("decline", "reason")}
          >
            <textarea
              name="reason"
              rows={2}
              maxLength={2000}
              defaultValue={value("decline", "reason")}
              {...inputProps("decline-reason", error("decline", "reason"), { hint: true })}
            />
          </Field>
          <Button type="submit" variant="secondary" className="w-full sm:w-auto">
            Decline quote
          </Button>
        </form>
      </details>
    </div>
  );
}

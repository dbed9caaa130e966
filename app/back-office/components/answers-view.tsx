import { ChevronRight } from "lucide-react";
import { Form } from "react-router";
import type { SavedAnswer } from "#app/back-office/saved-answers.server.ts";
import { ANSWER_LIMITS, PLACEHOLDERS, PLACEHOLDER_NAMES } from "#app/back-office/saved-answers.ts";
import { formatWhen } from "#app/business/time.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Field, inputProps } from "#app/components/ui/field.tsx";

export interface AnswersResult {
  ok: boolean;
  message: string;
  /** Which form failed ("new", or an answer's id), its field and what was typed. */
  form?: string;
  field?: "title" | "body" | undefined;
  values?: { title: string; body: string };
}

/** A touch target on a phone, the back office's compact size from sm up. */
const TAP = "max-sm:h-11";

/** /staff/answers: the owner writes the answers staff insert into replies. */
export function AnswersView({
  answers,
  result,
}: {
  answers: SavedAnswer[];
  result?: AnswersResult | undefined;
}) {
  const failed = (form: string) => (result && !result.ok && result.form === form ? result : null);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">Saved answers</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">
          Staff insert these into a reply on an inquiry&apos;s page and edit them before sending.
          Words in braces are filled in for each inquiry.
        </p>
      </div>
      <p role="status" className="min-h-5 text-sm">
        {result ? (
          <span className={result.ok ? "text-emerald-700" : "text-red-700"}>{result.message}</span>
        ) : null}
      </p>
      {/* On a phone the placeholders come right after the form that uses them. */}
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <Card title="Add a saved answer" className="lg:col-span-2">
          <AnswerForm key={`new-${answers.length}`} id="new" failed={failed("new")} />
        </Card>
        <Card title="Placeholders" className="lg:row-span-2">
          <p className="text-xs text-slate-600">
            Write one in braces, as shown; anything else in braces is refused.
          </p>
          <dl className="mt-2 flex flex-col gap-2 text-sm">
            {PLACEHOLDER_NAMES.map((name) => (
              <div key={name}>
                <dt>
                  <code className="rounded bg-slate-100 px-1 py-0.5 text-slate-900">{`{${name}}`}</code>
                </dt>
                <dd className="mt-0.5 text-slate-600">{PLACEHOLDERS[name].means}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card title={`Answers (${answers.length})`} className="lg:col-span-2">
          {answers.length === 0 ? (
            <p className="text-sm text-slate-600">None yet: add the first above.</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {answers.map((answer) => (
                <li key={`${answer.id}-${answer.updatedAt}`}>
                  <details className="group" open={failed(answer.id) !== null}>
                    <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md py-2 text-sm hover:bg-slate-50">
                      <ChevronRight
                        className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-90"
                        aria-hidden="true"
                      />
                      <span className="font-medium text-slate-900">{answer.title}</span>
                      <span className="text-xs text-slate-500">
                        {answer.updatedByName
                          ? `changed by ${answer.updatedByName}, ${formatWhen(answer.updatedAt)}`
                          : "came with the shop"}
                      </span>
                    </summary>
                    <div className="pt-1 pb-3 pl-6">
                      <AnswerForm id={answer.id} answer={answer} failed={failed(answer.id)} />
                      {/* Its own form (forms do not nest): the button sits in the one above. */}
                      <Form method="post" id={`delete-${answer.id}`} className="hidden">
                        <input type="hidden" name="id" value={answer.id} />
                        <input type="hidden" name="intent" value="delete" />
                      </Form>
                    </div>
                  </details>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}

/** Adds an answer (`id` "new") or changes one; drawn again with what was typed when refused. */
function AnswerForm({
  id,
  answer,
  failed,
}: {
  id: string;
  answer?: SavedAnswer;
  failed: AnswersResult | null;
}) {
  const values = failed?.values ?? answer;
  const error = (field: "title" | "body") =>
    failed && (failed.field ?? "body") === field ? failed.message : undefined;
  return (
    <Form method="post" className="flex flex-col gap-2">
      {answer ? <input type="hidden" name="id" value={answer.id} /> : null}
      <Field id={`answer-title-${id}`} label="Title" compact error={error("title")}>
        <input
          name="title"
          required
          maxLength={ANSWER_LIMITS.title}
          defaultValue={values?.title}
          {...inputProps(`answer-title-${id}`, error("title"))}
        />
      </Field>
      <Field
        id={`answer-body-${id}`}
        label="Answer"
        compact
        hint="Placeholders such as {customer_name} are filled in when it is inserted."
        error={error("body")}
      >
        <textarea
          name="body"
          rows={8}
          required
          maxLength={ANSWER_LIMITS.body}
          defaultValue={values?.body}
          {...inputProps(`answer-body-${id}`, error("body"), { hint: true })}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          name="intent"
          value={answer ? "edit" : "add"}
          size="sm"
          className={TAP}
        >
          {answer ? "Save changes" : "Add answer"}
        </Button>
        {answer ? (
          <Button
            type="submit"
            form={`delete-${answer.id}`}
            formNoValidate
            size="sm"
            variant="ghost"
            className={`${TAP} text-red-700 hover:bg-red-50`}
            aria-label={`Delete “${answer.title}”`}
            onClick={(event) => {
              if (!window.confirm(`Delete the saved answer “${answer.title}”?`)) {
                event.preventDefault();
              }
            }}
          >
            Delete
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

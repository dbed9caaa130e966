import { type ChangeEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import {
  MAX_REPLY_FILES_BYTES,
  REPLY_FILES_ACCEPT,
  REPLY_FILES_HINT,
  formatFileSize,
  replyFilesProblem,
} from "#app/back-office/reply-files.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Field, inputProps } from "#app/components/ui/field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { BusyButton } from "./busy-button.tsx";

/** A saved answer, filled in for this inquiry. */
export interface ReplyAnswer {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

/** `text` put into the reply box where its cursor is, or as a paragraph after what is typed. */
function insertAnswer(box: HTMLTextAreaElement, text: string) {
  const { value, selectionStart: start, selectionEnd: end } = box;
  if (start === end && end === value.length) {
    const typed = value.trimEnd();
    box.value = typed ? `${typed}\n\n${text}` : text;
    box.setSelectionRange(box.value.length, box.value.length);
  } else {
    box.setRangeText(text, start, end, "end");
  }
  box.focus();
}

/**
 * An e-mail reply, sent through the outbox in the acknowledgement's thread,
 * with files if any. A saved answer goes into the text: in place with
 * script; without, Insert reloads the page with it added to what was typed.
 */
export function ReplyCard({
  email,
  acknowledged,
  answers,
  draft,
  filesError,
}: {
  email: string;
  /** Whether the customer got our acknowledgement (one held as spam did not). */
  acknowledged: boolean;
  answers: readonly ReplyAnswer[];
  /** What the box starts with: an inserted answer, or the text of a reply refused. */
  draft: string | null;
  filesError: string | undefined;
}) {
  const { hash, pathname } = useLocation();
  const box = useRef<HTMLTextAreaElement>(null);
  const [files, setFiles] = useState<{ problem: string | null; summary: string } | null>(null);
  // Opened from the queue (or the header's 'Reply by e-mail'): ready to type.
  useEffect(() => {
    if (hash === "#reply-body") box.current?.focus();
  }, [hash]);

  const insert = (event: MouseEvent<HTMLButtonElement>) => {
    const picked = event.currentTarget.form?.elements.namedItem("answer");
    const answer = answers.find((a) => a.id === (picked as HTMLSelectElement | null)?.value);
    if (!answer || !box.current) return;
    event.preventDefault();
    insertAnswer(box.current, answer.text);
  };

  // Checked as they are chosen: a reply never uploads 10 MB only to be refused.
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.currentTarget.files ?? [])];
    const problem = replyFilesProblem(chosen);
    event.currentTarget.setCustomValidity(problem ?? "");
    const total = chosen.reduce((sum, file) => sum + file.size, 0);
    setFiles(
      chosen.length === 0
        ? null
        : {
            problem,
            summary: `${chosen.length === 1 ? "1 file" : `${chosen.length} files`}, ${formatFileSize(total)} of ${formatFileSize(MAX_REPLY_FILES_BYTES)}`,
          },
    );
  };
  const fileProblem = files ? (files.problem ?? undefined) : filesError;

  return (
    <Card title="Reply by e-mail">
      <Form
        method="post"
        action={pathname}
        encType="multipart/form-data"
        className="flex flex-col gap-3"
      >
        {answers.length > 0 ? (
          <div className="flex items-end gap-2">
            <SelectField
              id="reply-answer"
              label="Saved answer"
              name="answer"
              compact
              className="min-w-0 flex-1"
              selectClassName="max-sm:h-11"
              options={answers.map((answer) => ({ value: answer.id, label: answer.title }))}
            />
            <Button
              type="submit"
              formMethod="get"
              formAction={`${pathname}#reply-body`}
              formNoValidate
              variant="secondary"
              size="sm"
              className="max-sm:h-11"
              onClick={insert}
            >
              Insert
            </Button>
          </div>
        ) : null}
        <Field
          id="reply-body"
          label="Reply"
          compact
          hint={`To ${email}, ${acknowledged ? "in the thread of the acknowledgement they received" : "the first e-mail they get from us (no acknowledgement went to them)"}. Signed with your name and the business's contacts.`}
        >
          <textarea
            ref={box}
            name="body"
            rows={6}
            required
            maxLength={20_000}
            defaultValue={draft ?? undefined}
            {...inputProps("reply-body", undefined, { hint: true })}
          />
        </Field>
        <Field
          id="reply-files"
          label="Attach files"
          compact
          hint={
            files && !files.problem
              ? `${REPLY_FILES_HINT} Chosen: ${files.summary}.`
              : REPLY_FILES_HINT
          }
          error={fileProblem}
        >
          <input
            type="file"
            name="files"
            multiple
            accept={REPLY_FILES_ACCEPT}
            onChange={choose}
            {...inputProps("reply-files", fileProblem, { hint: true })}
            className="block w-full text-sm text-slate-700 file:mr-3 file:h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:font-semibold file:text-slate-800 hover:file:bg-slate-200 sm:file:h-9"
          />
        </Field>
        <div>
          <BusyButton intent="reply" idle="Send reply" busy="Sending…" />
        </div>
      </Form>
    </Card>
  );
}

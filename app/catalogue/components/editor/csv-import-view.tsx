import { Download, FileCheck, Upload } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import {
  IMPORT_RULES,
  MAX_IMPORT_FILE_BYTES,
  importFileTooLarge,
} from "#app/catalogue/csv-columns.ts";
import type { ImportResult, PreviewRow } from "#app/catalogue/csv-import-action.server.ts";
import type { ImportIssue } from "#app/catalogue/csv-import.server.ts";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { Field, inputProps } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { NoticeToast } from "#app/components/ui/notice-toast.tsx";
import { CatalogueHeader } from "./catalogue-header.tsx";

const ACTION_WORDS = { create: "New", update: "Changes" } as const;

function Issues({ errors }: { errors: readonly ImportIssue[] }) {
  if (errors.length === 0) return null;
  return (
    <section
      aria-labelledby="import-errors"
      className="rounded-xl border border-red-200 bg-white p-4"
    >
      <h2 id="import-errors" className="text-sm font-semibold text-red-800">
        {errors.length === 1 ? "1 problem" : `${errors.length} problems`}: nothing will change until
        every line is right
      </h2>
      <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-800">
        {errors.map((issue) => (
          <li key={`${issue.line}-${issue.column ?? ""}-${issue.message}`}>
            <span className="font-medium tabular-nums">Line {issue.line}</span>
            {issue.column ? <span className="text-slate-600"> ({issue.column})</span> : null}:{" "}
            {issue.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PreviewList({ rows }: { rows: readonly PreviewRow[] }) {
  return (
    <ol className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {rows.map((row) => (
        <li key={row.line} className="p-3">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="text-slate-500 tabular-nums">Line {row.line}</span>
            <span className="font-medium text-slate-900">{row.name}</span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {ACTION_WORDS[row.action]}
            </span>
          </p>
          <dl className="mt-1.5 grid gap-1 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
            {row.changes.map((change) => (
              <div key={change.label} className="contents">
                <dt className="text-slate-600">{change.label}</dt>
                <dd className="min-w-0 text-slate-900">
                  {row.action === "update" ? (
                    <>
                      <del className="line-clamp-2 text-slate-500">{change.before}</del>
                      <ins className="line-clamp-3 no-underline">{change.after}</ins>
                    </>
                  ) : (
                    <span className="line-clamp-3">{change.after}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}

function Preview({ result }: { result: Extract<ImportResult, { stage: "preview" }> }) {
  const changes = result.rows.length;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700" role="status">
        {changes === 0
          ? "This file changes nothing."
          : `This file would change ${changes} product${changes === 1 ? "" : "s"}`}
        {changes > 0 ? `; ${result.unchanged} stay as they are.` : null}
      </p>
      <Issues errors={result.errors} />
      {changes > 0 ? <PreviewList rows={result.rows} /> : null}
      {result.errors.length === 0 && changes > 0 ? (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name="csv" value={result.csv} />
          <input type="hidden" name="digest" value={result.digest} />
          <Button
            type="submit"
            disabled={busy}
            icon={<FileCheck className="size-4" aria-hidden="true" />}
          >
            Apply {changes} change{changes === 1 ? "" : "s"}
          </Button>
          <span className="text-sm text-slate-600">Each product's history records it.</span>
        </Form>
      ) : null}
    </div>
  );
}

/** The file to check: one too large is said beside the field as it is chosen, and not sent. */
function FileForm() {
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="preview" />
      <Field
        id="import-file"
        label="A CSV file to import"
        hint="Checked first: nothing changes yet."
        error={tooLarge ?? undefined}
      >
        <input
          {...inputProps("import-file", tooLarge ?? undefined, { hint: true })}
          type="file"
          name="file"
          accept=".csv,text/csv"
          required
          onChange={(event) => {
            const size = event.currentTarget.files?.[0]?.size ?? 0;
            setTooLarge(size > MAX_IMPORT_FILE_BYTES ? importFileTooLarge(size) : null);
          }}
        />
      </Field>
      <Button
        type="submit"
        variant="secondary"
        className="w-fit"
        disabled={tooLarge !== null}
        icon={<Upload className="size-4" aria-hidden="true" />}
      >
        Check the file
      </Button>
    </Form>
  );
}

export function CsvImportView({ result }: { result: ImportResult | undefined }) {
  const applied =
    result?.stage === "applied"
      ? `Imported: ${result.created} new, ${result.updated} changed. The site shows them.`
      : null;
  return (
    <div className="flex flex-col gap-4">
      <CatalogueHeader title="Catalogue" />
      <NoticeToast notice={applied} token={result} />
      <section className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="text-sm font-semibold text-slate-900">The catalogue as a spreadsheet</h2>
        <a
          href="/staff/catalogue/export.csv"
          download
          className={`${buttonClasses("secondary", "md")} w-fit`}
        >
          <Download className="size-4" aria-hidden="true" /> Download the catalogue (CSV)
        </a>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {IMPORT_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <FileForm />
      </section>
      {result?.stage === "refused" ? (
        <>
          <FormAlert>{result.message}</FormAlert>
          <Issues errors={result.errors} />
        </>
      ) : null}
      {result?.stage === "preview" ? <Preview result={result} /> : null}
    </div>
  );
}

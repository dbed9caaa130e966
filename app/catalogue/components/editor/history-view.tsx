import { ArrowLeft, RotateCcw } from "lucide-react";
import { Form, Link } from "react-router";
import { copy } from "#app/business/copy.ts";
import { ZONE_NAME, formatWhen } from "#app/business/time.ts";
import type { FieldChanges, ProductField } from "#app/catalogue/editing.server.ts";
import type { HistoryPage, RestoreResult } from "#app/catalogue/history.server.ts";
import { type ChangeView, type TextStretch, viewOfChange } from "#app/catalogue/history-wording.ts";
import { FIELD_LABELS } from "#app/catalogue/history-wording.ts";
import { ConfirmSubmit } from "#app/components/ui/confirm-dialog.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { NoticeToast } from "#app/components/ui/notice-toast.tsx";

const words = copy.catalogueEditor;

function Stretch({ stretch, tone }: { stretch: TextStretch; tone: "before" | "after" }) {
  const Mark = tone === "before" ? "del" : "ins";
  return (
    <span className="block text-slate-700">
      <span className="text-xs font-medium text-slate-500">
        {tone === "before" ? words.historyPage.before : words.historyPage.after}{" "}
      </span>
      {stretch.lead}
      <Mark
        className={
          tone === "before"
            ? "rounded bg-red-50 px-0.5 text-red-900"
            : "rounded bg-emerald-50 px-0.5 text-emerald-900 no-underline"
        }
      >
        {stretch.changed || words.historyPage.nothing}
      </Mark>
      {stretch.trail}
    </span>
  );
}

function Change({ view }: { view: ChangeView }) {
  if (view.kind === "value")
    return (
      <span className="text-slate-700">
        <span className="text-slate-500 line-through decoration-slate-400">{view.before}</span>
        <span aria-hidden="true"> → </span>
        <span className="sr-only"> {words.historyPage.to} </span>
        <span className="font-medium text-slate-900">{view.after}</span>
      </span>
    );
  if (view.kind === "text")
    return (
      <span className="flex flex-col gap-1">
        <Stretch stretch={view.before} tone="before" />
        <Stretch stretch={view.after} tone="after" />
      </span>
    );
  if (view.reordered) return <span className="text-slate-700">{words.historyPage.reordered}</span>;
  return (
    <ul className="flex flex-col gap-0.5 text-slate-700">
      {view.removed.map((line) => (
        <li key={`-${line}`}>
          <span className="sr-only">{words.historyPage.removedLine} </span>
          <span aria-hidden="true" className="text-red-700">
            −{" "}
          </span>
          <del className="text-slate-500">{line}</del>
        </li>
      ))}
      {view.added.map((line) => (
        <li key={`+${line}`}>
          <span className="sr-only">{words.historyPage.addedLine} </span>
          <span aria-hidden="true" className="text-emerald-700">
            +{" "}
          </span>
          <ins className="no-underline">{line}</ins>
        </li>
      ))}
    </ul>
  );
}

function Changes({
  changes,
  categoryName,
}: {
  changes: FieldChanges;
  categoryName: (id: string) => string | undefined;
}) {
  const entries = Object.entries(changes) as [ProductField, [unknown, unknown]][];
  const created = entries.length > 0 && entries.every(([, [before]]) => before === null);
  if (created) return <p className="text-sm text-slate-700">{words.historyPage.created}</p>;
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
      {entries.map(([field, change]) => (
        <div key={field} className="contents">
          <dt className="font-medium text-slate-600">{FIELD_LABELS[field] ?? field}</dt>
          <dd className="min-w-0 break-words">
            <Change view={viewOfChange(field, change, categoryName)} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RestoreForm({
  version,
  current,
  changeId,
  before = false,
}: {
  version: number;
  current: number;
  changeId: string;
  before?: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="changeId" value={changeId} />
      <input type="hidden" name="version" value={current} />
      <input type="hidden" name="restoring" value={version} />
      {before ? <input type="hidden" name="before" value="1" /> : null}
      <ConfirmSubmit
        name="intent"
        value="restore"
        variant="secondary"
        size="sm"
        aria-label={`${words.restore.button} (${version})`}
        icon={<RotateCcw className="size-4" aria-hidden="true" />}
        question={words.restore.title(version)}
        explanation={words.restore.text}
        confirmLabel={words.restore.confirm}
        cancelLabel={words.cancel}
      >
        {words.restore.button}
      </ConfirmSubmit>
    </Form>
  );
}

/** Every save of a product, newest first, each with what it changed and a way back to it. */
export function HistoryView({ page, result }: { page: HistoryPage; result?: RestoreResult }) {
  const { product, versions, seed } = page;
  const categoryName = (id: string) => page.categories[id];
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <Link
        to={`/staff/catalogue/${product.id}`}
        className="inline-flex w-fit items-center gap-1 rounded text-sm text-brand-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {product.name}
      </Link>
      <h1 className="text-xl font-semibold text-slate-900">
        {words.historyPage.title(product.name)}
      </h1>
      <p className="-mt-2 text-sm text-slate-600">{words.historyPage.intro(ZONE_NAME)}</p>
      <NoticeToast notice={result?.ok ? result.message : null} token={result} />
      {result && !result.ok ? <FormAlert>{result.message}</FormAlert> : null}
      {versions.length === 0 ? (
        <p className="text-sm text-slate-600">{words.historyPage.none}</p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {versions.map((entry) => (
          <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <article aria-labelledby={`version-${entry.version}`}>
              <header className="mb-3 flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h2
                    id={`version-${entry.version}`}
                    className="text-sm font-semibold text-slate-900"
                  >
                    {words.historyPage.version(entry.version)}
                    {entry.version === product.version ? (
                      <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                        {words.historyPage.current}
                      </span>
                    ) : null}
                  </h2>
                  <p className="text-xs text-slate-600">
                    <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
                    {entry.by ? ` · ${entry.by}` : ""}
                  </p>
                </div>
                {entry.version === product.version ? null : (
                  <RestoreForm
                    version={entry.version}
                    current={product.version}
                    changeId={entry.id}
                  />
                )}
              </header>
              <Changes changes={entry.changes} categoryName={categoryName} />
            </article>
          </li>
        ))}
        {seed ? (
          <li className="rounded-xl border border-dashed border-slate-300 bg-white p-4">
            <article aria-labelledby={`version-${seed.version}`}>
              <header className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h2
                    id={`version-${seed.version}`}
                    className="text-sm font-semibold text-slate-900"
                  >
                    {words.historyPage.version(seed.version)}
                  </h2>
                  <p className="text-xs text-slate-600">{words.historyPage.seed}</p>
                </div>
                <RestoreForm
                  version={seed.version}
                  current={product.version}
                  changeId={seed.changeId}
                  before
                />
              </header>
            </article>
          </li>
        ) : null}
      </ol>
    </div>
  );
}

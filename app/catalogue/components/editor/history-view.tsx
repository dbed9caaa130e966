import { ArrowLeft, Images, RotateCcw } from "lucide-react";
import { Form, Link } from "react-router";
import { copy } from "#app/business/copy.ts";
import { ZONE_NAME, formatWhen } from "#app/business/time.ts";
import type { HistoryPage, RestoreResult } from "#app/catalogue/history.server.ts";
import {
  type ChangeView,
  FIELD_LABELS,
  type HistoryField,
  type TextStretch,
  historyEntries,
  photoChangeText,
  viewOfChange,
} from "#app/catalogue/history-wording.ts";
import type { PhotoChange } from "#app/catalogue/photos.server.ts";
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

/** What one change changed, field by field: a product's save or a category's change. */
export function Changes({
  changes,
  categoryName = () => undefined,
}: {
  changes: Partial<Record<HistoryField, readonly [unknown, unknown]>>;
  categoryName?: (id: string) => string | undefined;
}) {
  const { created, entries } = historyEntries(changes);
  // 'Created.' is a sentence of its own: a <dd> without its <dt> breaks the list for a screen reader.
  return (
    <div className="grid gap-y-2 text-sm">
      {created ? <p className="text-slate-700">{words.historyPage.created}</p> : null}
      {entries.length > 0 ? (
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[9rem_minmax(0,1fr)]">
          {entries.map(([field, change]) => (
            <div key={field} className="contents">
              <dt className="font-medium text-slate-600">{FIELD_LABELS[field] ?? field}</dt>
              <dd className="min-w-0 break-words">
                <Change view={viewOfChange(field, change, categoryName)} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
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

function PhotoEntry({ change }: { change: PhotoChange }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <article aria-labelledby={`photo-change-${change.id}`}>
        <header className="mb-2">
          <h2
            id={`photo-change-${change.id}`}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-900"
          >
            <Images className="size-4 text-slate-500" aria-hidden="true" />
            {words.historyPage.photos}
          </h2>
          <p className="text-xs text-slate-600">
            <time dateTime={change.at}>{formatWhen(change.at)}</time>
            {change.by ? ` · ${change.by}` : ""}
          </p>
        </header>
        <p className="text-sm break-words text-slate-700">{photoChangeText(change)}</p>
      </article>
    </li>
  );
}

/**
 * Every save of a product and every change to its photos, newest first:
 * what each changed, and a way back to each save.
 */
export function HistoryView({ page, result }: { page: HistoryPage; result?: RestoreResult }) {
  const { product, versions, photos, seed } = page;
  const categoryName = (id: string) => page.categories[id];
  const timeline = [
    ...versions.map((entry) => ({ at: entry.at, version: entry, photo: undefined })),
    ...photos.map((entry) => ({ at: entry.at, version: undefined, photo: entry })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
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
      {timeline.length === 0 ? (
        <p className="text-sm text-slate-600">{words.historyPage.none}</p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {timeline.map(({ version: entry, photo }) =>
          photo ? (
            <PhotoEntry key={photo.id} change={photo} />
          ) : entry ? (
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
          ) : null,
        )}
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

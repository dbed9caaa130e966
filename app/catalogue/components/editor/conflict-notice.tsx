import { copy } from "#app/business/copy.ts";
import { formatWhen, ZONE_NAME } from "#app/business/time.ts";
import type { EditorConflict } from "#app/catalogue/editor.server.ts";
import { fieldList } from "#app/catalogue/history-wording.ts";
import { Button } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/enhance/use-hydrated.ts";

const words = copy.catalogueEditor.conflict;
/** A long label on a phone goes onto two lines rather than out of the box. */
const WRAPS = "h-auto min-h-9 py-1.5 text-left whitespace-normal";

/**
 * A save refused because someone else saved first: who changed which
 * fields, and when (Nairobi time). The person's values stay in the form;
 * they may take the version now stored, or lay their changes over it.
 * Without script, loading the page again is what there is.
 */
export function ConflictNotice({
  conflict,
  href,
  onLoadCurrent,
  onApplyMine,
}: {
  conflict: EditorConflict;
  /** The product's page: loading it shows the version now stored. */
  href: string;
  onLoadCurrent: () => void;
  onApplyMine: () => void;
}) {
  const hydrated = useHydrated();
  return (
    <section
      role="alert"
      aria-labelledby="conflict-title"
      className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <h2 id="conflict-title" className="font-semibold">
        {words.title}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {conflict.since.map((change, i) => (
          <li key={i}>
            {words.change(
              change.by ?? words.someone,
              `${formatWhen(change.at)} (${ZONE_NAME})`,
              fieldList(change.fields),
            )}
          </li>
        ))}
      </ul>
      <p className="mt-2">{words.yours}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {hydrated ? (
          <>
            <Button size="sm" variant="secondary" className={WRAPS} onClick={onLoadCurrent}>
              {words.loadCurrent}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              className={WRAPS}
              onClick={onApplyMine}
              aria-describedby="apply-hint"
            >
              {words.applyMine}
            </Button>
          </>
        ) : (
          <a href={href} className="font-medium text-brand-800 underline">
            {words.loadCurrent}
          </a>
        )}
      </div>
      {hydrated ? (
        <p id="apply-hint" className="mt-2 text-xs text-amber-900">
          {words.applyMineHint}
        </p>
      ) : null}
    </section>
  );
}
